// Change events for live staff screens. pg_notify inside the transaction is delivered by PostgreSQL
// only when (and if) the transaction commits, to every server instance that LISTENs on the channel.
// Payloads carry ids and kinds only, never personal data.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { currentChangeOrigin } from './change-origin.server';

export const CHANGES_CHANNEL = 'kf_changes';

export type ChangeEntity = 'booking' | 'driver' | 'vehicle' | 'price_rule' | 'patient' | 'settings';
export type ChangeKind = 'insert' | 'update' | 'delete';
export type ChangeEvent = {
  entity: ChangeEntity;
  kind: ChangeKind;
  id: string;
  source?: 'online' | 'staff';
  /** The staff request that made the change (change-origin.server.ts): its tab ignores the echo. */
  origin?: string;
};

/** The notification's payload: the event, with the origin of the current staff request if any. */
export function changePayload(event: ChangeEvent): string {
  const origin = event.origin ?? currentChangeOrigin();
  return JSON.stringify(origin ? { ...event, origin } : event);
}

/** `pg_notify(…)` with a payload (changePayload) or a placeholder for it, to embed in a statement. */
export function notifySql(payload: string | Placeholder): SQL {
  return sql`pg_notify(${CHANGES_CHANNEL}, ${payload})`;
}

export async function notifyChange(tx: DbOrTx, event: ChangeEvent): Promise<void> {
  await tx.execute(sql`select ${notifySql(changePayload(event))}`);
}
