// The drivers' app's live list (issue 20): listens to /fahrer/ereignisse and reloads the list through
// its loader (debounced) when one of the driver's rides changed: a new or moved ride, a cancellation, a
// ride taken away, a report (also the driver's own, so the queue needs no reload of its own while the
// stream is open). Reconnects when the network is back; an ended session reloads into the sign-in.
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useQuietAbortedRevalidations } from '#app/staff/realtime/quiet-aborted-revalidations';

export const DRIVER_EVENTS_URL = '/fahrer/ereignisse';
const DEBOUNCE_MS = 300;
const RECONNECT_MS = 10_000;

/** Returns whether the stream is open now (read at call time). */
export function useDriverLiveUpdates(enabled: boolean): () => boolean {
  useQuietAbortedRevalidations();
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const open = useRef(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let everOpened = false;

    const reload = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        if (navigator.onLine) void revalidateRef.current();
      }, DEBOUNCE_MS);
    };

    const connect = () => {
      if (stopped) return;
      source?.close();
      source = new EventSource(DRIVER_EVENTS_URL);
      source.onopen = () => {
        // Back after a gap: what changed meanwhile is fetched once.
        if (everOpened) reload();
        everOpened = true;
        open.current = true;
      };
      source.addEventListener('change', reload);
      source.addEventListener('session-ended', () => {
        stopped = true;
        open.current = false;
        source?.close();
        void revalidateRef.current();
      });
      source.onerror = () => {
        open.current = false;
        // The browser retries a dropped connection itself; a refused one (401, 204) stays closed.
        if (source?.readyState === EventSource.CLOSED) {
          clearTimeout(reconnect);
          reconnect = setTimeout(connect, RECONNECT_MS);
        }
      };
    };

    const cameOnline = () => {
      if (!open.current) connect();
    };
    window.addEventListener('online', cameOnline);
    connect();
    return () => {
      stopped = true;
      open.current = false;
      window.removeEventListener('online', cameOnline);
      clearTimeout(debounce);
      clearTimeout(reconnect);
      source?.close();
    };
  }, [enabled]);

  return () => open.current;
}
