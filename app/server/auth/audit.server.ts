// The audit log of staff access: sign-ins (success and failure), sign-outs, account changes and denied
// access. Never a password; e-mail addresses only of staff accounts (or the address typed at sign-in).
import type { DbOrTx } from '#app/server/db/client.server';
import { auditLog } from '#app/server/db/schema';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_changed'
  | 'user_created'
  | 'user_deactivated'
  | 'user_reactivated'
  | 'password_reset'
  | 'owner_created'
  | 'driver_account_created'
  | 'access_denied'
  | 'session_expired'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_code_failed';

export async function recordAudit(
  db: DbOrTx,
  entry: {
    action: AuditAction;
    actorUserId?: string | null;
    actorEmail?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    actorEmail: entry.actorEmail ? entry.actorEmail.toLowerCase().slice(0, 320) : null,
    detail: entry.detail ?? {},
  });
}
