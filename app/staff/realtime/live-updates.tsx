// Live staff screens (issue 9): listens to /app/events and revalidates the current page's data
// (debounced) when something changes, so filters, selection, open dialogs and scroll position stay as
// they are. Announces new online bookings, highlights changed rows briefly, and shows a hint while the
// connection is down. Reconnects after 1, 2, 5 and 10 s (SPEC.md §9).
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '../../ui/toaster';

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** Heartbeat 25 s plus 10 s grace: silence longer than this means the connection is dead. */
export const SILENCE_LIMIT_MS = 35_000;
const REVALIDATE_DEBOUNCE_MS = 300;
const HIGHLIGHT_MS = 8000;

type ChangeEvent = { entity: string; kind: 'insert' | 'update' | 'delete'; id: string; source?: string };

const RecentlyChangedContext = createContext<ReadonlySet<string>>(new Set());

/** Whether the record with this id changed (live) in the last few seconds: for a brief highlight. */
export function useRecentlyChanged(id: string): boolean {
  return useContext(RecentlyChangedContext).has(id);
}

export function LiveUpdates({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  }, [revalidator.revalidate]);
  const [online, setOnline] = useState(true);
  const [recent, setRecent] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let source: EventSource | null = null;
    let attempt = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let debounceTimer: ReturnType<typeof setTimeout> | undefined;
    let lastHeard = Date.now();
    let stopped = false;

    const scheduleRevalidate = () => {
      clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => void revalidate.current(), REVALIDATE_DEBOUNCE_MS);
    };

    const highlight = (id: string) => {
      setRecent((current) => new Set(current).add(id));
      setTimeout(() => {
        setRecent((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, HIGHLIGHT_MS);
    };

    const reconnect = () => {
      source?.close();
      source = null;
      if (stopped) return;
      setOnline(false);
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      clearTimeout(reconnectTimer);
      reconnectTimer = setTimeout(connect, delay);
    };

    function connect() {
      if (stopped) return;
      source = new EventSource('/app/events');
      lastHeard = Date.now();
      source.onopen = () => {
        // Changes made while we were away: fetch the current state once.
        if (attempt > 0) scheduleRevalidate();
        attempt = 0;
        lastHeard = Date.now();
        setOnline(true);
      };
      source.addEventListener('ping', () => {
        lastHeard = Date.now();
      });
      source.addEventListener('change', (message) => {
        lastHeard = Date.now();
        let event: ChangeEvent;
        try {
          event = JSON.parse((message as MessageEvent<string>).data) as ChangeEvent;
        } catch {
          return;
        }
        if (event.entity === 'booking' && event.kind === 'insert' && event.source === 'online') {
          toast('Neue Buchung eingegangen');
        }
        if (event.kind !== 'delete') highlight(event.id);
        scheduleRevalidate();
      });
      // EventSource would retry on its own at a fixed pace; we take over for the 1-2-5-10 s back-off.
      source.onerror = reconnect;
    }

    const watchdog = setInterval(() => {
      if (source && Date.now() - lastHeard > SILENCE_LIMIT_MS) reconnect();
    }, 5000);
    connect();
    return () => {
      stopped = true;
      clearInterval(watchdog);
      clearTimeout(reconnectTimer);
      clearTimeout(debounceTimer);
      source?.close();
    };
  }, []);

  return (
    <RecentlyChangedContext.Provider value={recent}>
      {children}
      <div role="status" aria-live="polite" className="pointer-events-none fixed bottom-4 left-4 z-50">
        {online ? null : (
          <p className="pointer-events-auto rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 shadow">
            Offline – Änderungen erscheinen erst nach der Wiederverbindung. Neuer Versuch läuft…
          </p>
        )}
      </div>
    </RecentlyChangedContext.Provider>
  );
}
