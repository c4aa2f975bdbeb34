// The one LISTEN connection of a server instance on PostgreSQL (issue 39). It is a client of its own,
// outside the pool, that outlives the database: when PostgreSQL restarts, fails over or the network
// drops it, the connection's error is handled (an unhandled 'error' event used to end the process),
// then it reconnects with back-off and listens on every channel again. Notifications sent while it was
// away are lost by PostgreSQL's design, so each subscriber hears about the gap and can fetch afresh.
import pg from 'pg';

export type Subscription = {
  onPayload: (payload: string) => void;
  /** Called after a reconnection: notifications of the time away were missed. */
  onGap?: () => void;
};

export type PgListener = {
  /** Subscribes; resolves once LISTEN is in place, or once a reconnection is scheduled when the database is away. */
  listen(channel: string, subscription: Subscription): Promise<() => Promise<void>>;
  /** True while the connection is up, or when nobody listens. */
  isConnected(): boolean;
  close(): Promise<void>;
};

export type PgListenerOptions = {
  connectionString: string;
  /** Every connection error (for the database's availability); never rethrown. */
  onError?: (error: unknown) => void;
  reconnectDelaysMs?: readonly number[];
  connectTimeoutMs?: number;
};

export const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000] as const;

export function createPgListener(options: PgListenerOptions): PgListener {
  const delays = options.reconnectDelaysMs ?? RECONNECT_DELAYS_MS;
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let connecting: Promise<boolean> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let lost = false;
  let closed = false;

  const dispatch = (message: pg.Notification) => {
    for (const subscription of channels.get(message.channel) ?? []) subscription.onPayload(message.payload ?? '');
  };

  const dropClient = (which: pg.Client) => {
    if (client === which) client = null;
    which.removeAllListeners('notification');
    // A late error of a dropped client must not become an unhandled 'error' event.
    which.on('error', () => {});
    which.end().catch(() => {});
  };

  const reconnectLater = () => {
    if (closed || timer || channels.size === 0) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        void connect();
      },
      delays[Math.min(attempt, delays.length - 1)],
    );
    timer.unref?.();
    attempt += 1;
  };

  const onLost = (which: pg.Client, error?: unknown) => {
    if (client !== which && client !== null) return;
    if (error !== undefined) options.onError?.(error);
    dropClient(which);
    if (closed) return;
    lost = true;
    reconnectLater();
  };

  /** Opens the connection and listens on every channel; false (and a retry scheduled) when it failed. */
  const connect = (): Promise<boolean> => {
    if (client) return Promise.resolve(true);
    connecting ??= (async () => {
      const candidate = new pg.Client({
        connectionString: options.connectionString,
        keepAlive: true,
        // A silent network (packets dropped) would otherwise hold a reconnection for the OS's ~2 min.
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      });
      candidate.on('error', (error) => onLost(candidate, error));
      candidate.on('end', () => onLost(candidate));
      candidate.on('notification', dispatch);
      try {
        await candidate.connect();
        for (const channel of channels.keys()) await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        options.onError?.(error);
        dropClient(candidate);
        if (!closed) reconnectLater();
        return false;
      }
      if (closed) {
        dropClient(candidate);
        return false;
      }
      client = candidate;
      attempt = 0;
      if (lost) {
        lost = false;
        for (const subscriptions of channels.values()) for (const subscription of subscriptions) subscription.onGap?.();
      }
      return true;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel, subscription) {
      let subscriptions = channels.get(channel);
      const isNewChannel = !subscriptions;
      if (!subscriptions) channels.set(channel, (subscriptions = new Set()));
      subscriptions.add(subscription);
      if (connecting) await connecting;
      if (!client) await connect();
      else if (isNewChannel) {
        const current = client;
        await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`).catch((error: unknown) => onLost(current, error));
      }
      return async () => {
        const current = channels.get(channel);
        if (!current?.delete(subscription) || current.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    isConnected: () => client !== null || channels.size === 0,
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      channels.clear();
      if (connecting) await connecting;
      if (client) {
        const which = client;
        client = null;
        which.removeAllListeners('end');
        which.on('error', () => {});
        await which.end().catch(() => {});
      }
    },
  };
}
