// One LISTEN connection per server instance, fanned out to every open event stream of that instance.
// Changes committed through any instance (pg_notify in the write transaction) reach all of them.
import type { AppServices } from '#app/server/services.server';
import { CHANGES_CHANNEL, type ChangeEvent } from './notify-change.server';

export type ChangeListener = (event: ChangeEvent) => void;

export type ChangeHub = {
  /**
   * `onGap`: the database's notifications connection came back after a loss (a restart, a failover);
   * changes of the time away were not heard, so the subscriber should fetch the current state.
   */
  subscribe(listener: ChangeListener, onGap?: () => void): () => void;
  /** Number of open subscriptions (for tests and diagnostics). */
  size(): number;
  stop(): Promise<void>;
};

const hubs = new WeakMap<AppServices, Promise<ChangeHub>>();

function parse(payload: string): ChangeEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<ChangeEvent>;
    if (typeof value.entity !== 'string' || typeof value.kind !== 'string' || typeof value.id !== 'string') return null;
    const origin = typeof value.origin === 'string' && value.origin.length <= 64 ? { origin: value.origin } : {};
    return {
      entity: value.entity,
      kind: value.kind,
      id: value.id,
      ...(value.source ? { source: value.source } : {}),
      ...origin,
    } as ChangeEvent;
  } catch {
    return null;
  }
}

async function createHub(services: AppServices): Promise<ChangeHub> {
  const listeners = new Set<ChangeListener>();
  const gapListeners = new Map<ChangeListener, () => void>();
  const onGap = () => {
    services.logger.warn({ event: 'notifications-resumed' }, 'database notifications resumed after a loss');
    for (const gap of [...gapListeners.values()]) gap();
  };
  const unlisten = await services.dbHandle.listen(
    CHANGES_CHANNEL,
    (payload) => {
      const event = parse(payload);
      if (!event) return;
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          services.logger.warn({ err: error }, 'change listener failed');
        }
      }
    },
    onGap,
  );
  return {
    subscribe(listener, gap) {
      listeners.add(listener);
      if (gap) gapListeners.set(listener, gap);
      return () => {
        listeners.delete(listener);
        gapListeners.delete(listener);
      };
    },
    size: () => listeners.size,
    async stop() {
      listeners.clear();
      gapListeners.clear();
      await unlisten();
    },
  };
}

/** The instance's hub, created on first use (LISTEN starts then). */
export function getChangeHub(services: AppServices): Promise<ChangeHub> {
  let hub = hubs.get(services);
  if (!hub) {
    hub = createHub(services);
    hubs.set(services, hub);
    hub.catch(() => hubs.delete(services));
  }
  return hub;
}

/** Start-up hook: listen from the start and stop listening at shutdown. */
export async function startChangeHub(services: AppServices) {
  const hub = await getChangeHub(services);
  return { stop: () => hub.stop() };
}
