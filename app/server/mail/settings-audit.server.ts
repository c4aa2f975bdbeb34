// Changes to the messaging settings in the audit log (who changed what, when). Never a secret: only
// which area changed and whether a stored password or token was replaced or removed.
import type { DbOrTx } from '#app/server/db/client.server';
import { auditLog } from '#app/server/db/schema';

export type SettingsArea = 'smtp' | 'whatsapp' | 'template' | 'calendar_feed' | 'slot_capacity' | 'dispatch';

export async function recordSettingsChange(
  db: DbOrTx,
  actor: { id: string; email: string },
  area: SettingsArea,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  await db.insert(auditLog).values({
    action: 'settings_changed',
    actorUserId: actor.id,
    actorEmail: actor.email.toLowerCase().slice(0, 320),
    detail: { area, ...detail },
  });
}
