// Live staff screens (issue 9): listens to /app/events and revalidates the current page's data
// (debounced) when something changes, so filters, selection, open dialogs and scroll position stay as
// they are. Announces new online bookings, highlights changed rows briefly, and shows a hint while the
// connection is down. Reconnects after 1, 2, 5 and 10 s (SPEC.md §9).
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '#app/ui/toaster';
import { isOwnChange } from './own-changes';
import { useQuietAbortedRevalidations } from './quiet-aborted-revalidations';

export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** Heartbeat 25 s plus 10 s grace: silence longer than this means the connection is dead. */
export const SILENCE_LIMIT_MS = 35_000;
const REVALIDATE_DEBOUNCE_MS = 300;
const HIGHLIGHT_MS = 8000;

type ChangeEvent = {
  entity: string;
  kind: 'insert' | 'update' | 'delete';
  id: string;
  source?: string;
  origin?: string;
};

/**
 * The brief highlight of a live-changed row or card: an inset ring (a box shadow, so nothing shifts),
 * fading in and out only for people who don't ask for reduced motion.
 */
export const LIVE_HIGHLIGHT_CLASS = 'ring-2 ring-inset ring-amber-500';
/** Put on every highlightable row or card, so that the ring fades instead of blinking. */
export const LIVE_HIGHLIGHT_TRANSITION = 'motion-safe:transition-shadow motion-safe:duration-500';

const RecentlyChangedContext = createContext<ReadonlySet<string>>(new Set());

/** Whether the record with this id changed (live) in the last few seconds: for a brief highlight. */
export function useRecentlyChanged(id: string): boolean {
  return useContext(RecentlyChangedContext).has(id);
}

/**
 * `enabled` false (a one-time password still to change, a driver): no stream. The wrapper stays in the
 * tree either way, so that turning it on does not remount the screen below (a remounted password
 * screen showed its answer twice and navigated twice).
 */
export function LiveUpdates({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  useQuietAbortedRevalidations();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  }, [revalidator.revalidate]);
  // 'connecting' until the stream first opens; the hint shows only when a connection was lost.
  const [state, setState] = useState<'connecting' | 'connected' | 'offline'>('connecting');
  const [recent, setRecent] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let attempt = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let debounceTimer: ReturnType<typeof setTimeout> | undefined;
    let lastHeard = Date.now();
    let stopped = false;

    // The origins of the changes waiting for the debounced revalidation; null: one without an origin
    // (another tab, the public booking, a reconnect). Only other tabs' changes need a revalidation: the
    // tab's own action is revalidated by React Router (its answer may arrive after its change event).
    let waiting: (string | null)[] = [];
    const scheduleRevalidate = (origin: string | null = null) => {
      waiting.push(origin);
      clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        const needed = waiting.some((o) => o === null || !isOwnChange(o));
        waiting = [];
        if (needed) void revalidate.current();
      }, REVALIDATE_DEBOUNCE_MS);
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
      setState('offline');
      // While the browser knows it has no network, trying only fails; its "online" event reconnects.
      if (!navigator.onLine) return;
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
        setState('connected');
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
        // The echo of this tab's own action: already shown by its answer.
        if (isOwnChange(event.origin)) return;
        if (event.kind !== 'delete') highlight(event.id);
        scheduleRevalidate(event.origin ?? null);
      });
      // The session ended (signed out elsewhere, deactivated): stop, and let the shell's loader send the
      // browser to the sign-in page.
      source.addEventListener('session-ended', () => {
        stopped = true;
        source?.close();
        source = null;
        void revalidate.current();
      });
      // EventSource would retry on its own at a fixed pace; we take over for the 1-2-5-10 s back-off.
      source.onerror = reconnect;
    }

    const watchdog = setInterval(() => {
      if (source && Date.now() - lastHeard > SILENCE_LIMIT_MS) reconnect();
    }, 5000);
    // The browser knows before the stream does that the network is gone (a laptop leaving the Wi-Fi):
    // show the hint at once, and try again as soon as the network is back instead of waiting for the
    // next back-off step.
    const wentOffline = () => reconnect();
    const cameOnline = () => {
      clearTimeout(reconnectTimer);
      source?.close();
      attempt = Math.max(attempt, 1);
      connect();
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameOnline);
    connect();
    return () => {
      stopped = true;
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameOnline);
      clearInterval(watchdog);
      clearTimeout(reconnectTimer);
      clearTimeout(debounceTimer);
      source?.close();
    };
  }, [enabled]);

  return (
    <RecentlyChangedContext.Provider value={recent}>
      {children}
      <div
        role="status"
        aria-live="polite"
        data-live-state={state}
        className="pointer-events-none fixed bottom-4 left-4 z-50"
      >
        {state !== 'offline' ? null : (
          <p className="pointer-events-auto rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 shadow">
            Offline – Änderungen erscheinen erst nach der Wiederverbindung. Neuer Versuch läuft…
          </p>
        )}
      </div>
    </RecentlyChangedContext.Provider>
  );
}
