// The staff event stream (Server-Sent Events): change events for bookings, drivers, vehicles, …, with
// ids and kinds only. A heartbeat event every 25 s keeps proxies from closing it, lets the browser
// notice a dead connection, and re-checks the session: when the session ends (sign-out, deactivation,
// expiry) the stream ends too.
import type { AppServices } from '#app/server/services.server';
import { getChangeHub } from './change-hub.server';
import type { ChangeEvent } from './notify-change.server';

export const HEARTBEAT_MS = 25_000;
/** The browser's first reconnect delay (the client handles the longer back-off itself). */
export const RETRY_MS = 1_000;

/** The last event of a stream whose session ended (sign-out, revocation, deactivation, expiry). */
export const SESSION_ENDED_EVENT = 'event: session-ended\ndata: {}\n\n';

export type StreamOptions = {
  services: AppServices;
  /** Resolves to false when the session behind the stream is no longer valid. */
  sessionValid: () => Promise<boolean>;
  signal?: AbortSignal;
  heartbeatMs?: number;
  /**
   * What a subscriber may see of a change: the text to send, or null to leave it out (the drivers'
   * app gets a content-free event for changes of its own rides only). Default: the event as it is.
   */
  select?: (event: ChangeEvent) => Promise<string | null>;
};

export function formatEvent(event: ChangeEvent): string {
  return `event: change\ndata: ${JSON.stringify(event)}\n\n`;
}

export async function createEventStream(options: StreamOptions): Promise<Response> {
  const { services } = options;
  const hub = await getChangeHub(services);
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      // A selection may read the database: the chain keeps the events in their order.
      let selected = Promise.resolve();
      const select = options.select;
      // After a gap in the database's notifications the stream ends: the browser reconnects and, as
      // after any reconnection, fetches the current state once (live-updates.tsx).
      const unsubscribe = hub.subscribe(
        (event) => {
          if (!select) return send(formatEvent(event));
          selected = selected
            .then(() => select(event))
            .then(
              (text) => {
                if (text) send(text);
              },
              () => undefined,
            );
        },
        () => close(),
      );
      const heartbeat = setInterval(() => {
        options.sessionValid().then(
          (valid) => {
            if (valid) return send(`event: ping\ndata: ${Date.now()}\n\n`);
            // Tell the browser why, so it goes to the sign-in page instead of reconnecting in vain.
            send(SESSION_ENDED_EVENT);
            close();
          },
          () => close(),
        );
      }, options.heartbeatMs ?? HEARTBEAT_MS);
      const onAbort = () => close();
      options.signal?.addEventListener('abort', onAbort);
      services.shutdownSignal.addEventListener('abort', onAbort);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        options.signal?.removeEventListener('abort', onAbort);
        services.shutdownSignal.removeEventListener('abort', onAbort);
      };
      send(`retry: ${RETRY_MS}\n: verbunden\n\n`);
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // Tell nginx-style proxies not to buffer the stream.
      'X-Accel-Buffering': 'no',
    },
  });
}
