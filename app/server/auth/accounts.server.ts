// Staff accounts: create, list, deactivate (all sessions end at once), reactivate, reset a password (a
// new one-time password), change one's own password. Every change is written to the audit log.
import { randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { isStaffRole, type StaffRole } from '#app/domain/staff-access/policy';
import type { Db, DbOrTx, Tx } from '#app/server/db/client.server';
import { accounts, sessions, users } from '#app/server/db/schema';
import { recordAudit, type AuditAction } from './audit.server';
import type { StaffUser } from './guard.server';
import { checkNewPassword, generateOneTimePassword } from './passwords.server';
import { isPlainText, PLAIN_TEXT_MESSAGE, textError } from '#app/domain/text/plain-text';
import type { Result } from '#app/server/use-case-result.server';

export type AccountField = 'name' | 'email' | 'role' | 'currentPassword' | 'newPassword';

/**
 * A refusal with a German message, the form field it concerns (if one) and its code: `invalid` for
 * input, `not-found` for a vanished account, `conflict` for a rule of the accounts (decision 160).
 */
export class AccountError extends Error {
  readonly field: AccountField | null;
  readonly code: 'invalid' | 'not-found' | 'conflict';
  constructor(message: string, options: { field?: AccountField; code?: 'invalid' | 'not-found' | 'conflict' } = {}) {
    super(message);
    this.name = 'AccountError';
    this.field = options.field ?? null;
    this.code = options.code ?? (options.field ? 'invalid' : 'conflict');
  }
}

/** The use case's value, or its AccountError as a typed refusal with the field's German message. */
export async function accountResult<T>(run: Promise<T>): Promise<Result<T, AccountField>> {
  try {
    return { ok: true, value: await run };
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return {
      ok: false,
      code: error.code,
      message: error.message,
      fieldErrors: error.field ? { [error.field]: error.message } : {},
    };
  }
}

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  mustChangePassword: boolean;
  createdAt: Date;
};

const emailSchema = z.email();

export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      banned: users.banned,
      mustChangePassword: users.mustChangePassword,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: isStaffRole(row.role) ? row.role : 'disposition',
    active: !row.banned,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt,
  }));
}

export type CreateAccountInput = { email: string; name: string; role: string; password?: string };

/**
 * Creates a staff account. Without a password a one-time password is generated (returned once, to be
 * changed at first sign-in); a given password must meet the policy.
 */
export async function createStaffAccount(
  db: Db,
  actor: StaffUser | null,
  input: CreateAccountInput,
  options: {
    auditAction?: 'user_created' | 'owner_created' | 'driver_account_created';
    /** For role fahrer only (issue 20): links the new account to its driver record, inside the same transaction. */
    link?: (tx: Tx, userId: string) => Promise<void>;
  } = {},
): Promise<{ account: StaffAccount; oneTimePassword: string | null }> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  if (!email || !emailSchema.safeParse(email).success)
    throw new AccountError('Bitte geben Sie eine gültige E-Mail-Adresse ein.', { field: 'email' });
  if (!name) throw new AccountError('Bitte geben Sie einen Namen ein.', { field: 'name' });
  const nameProblem = textError(name, 'name');
  if (nameProblem) throw new AccountError(nameProblem, { field: 'name' });
  if (!isPlainText(email)) throw new AccountError(PLAIN_TEXT_MESSAGE, { field: 'email' });
  if (name.length > 200) throw new AccountError('Der Name darf höchstens 200 Zeichen lang sein.', { field: 'name' });
  // A driver's account exists only with its driver record (createDriverAccount); the Benutzer form offers the office roles.
  if (!isStaffRole(input.role) || (input.role === 'fahrer') !== Boolean(options.link)) {
    throw new AccountError('Bitte wählen Sie eine Rolle (Inhaber oder Disposition).', { field: 'role' });
  }
  const role = input.role;
  let password = input.password;
  let oneTimePassword: string | null = null;
  if (password === undefined || password === '') {
    password = generateOneTimePassword();
    oneTimePassword = password;
  } else {
    const problem = checkNewPassword(password);
    if (problem) throw new AccountError(problem, { field: 'newPassword' });
  }
  const hash = await hashPassword(password);
  const id = randomUUID();
  const created = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing)
      throw new AccountError('Für diese E-Mail-Adresse gibt es bereits ein Konto.', {
        field: 'email',
        code: 'conflict',
      });
    const [row] = await tx
      .insert(users)
      .values({
        id,
        email,
        name,
        role,
        emailVerified: true,
        mustChangePassword: oneTimePassword !== null,
        banned: false,
      })
      .returning();
    await tx
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    await options.link?.(tx, id);
    await recordAudit(tx, {
      action: options.auditAction ?? 'user_created',
      actorUserId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      detail: { userId: id, email, role },
    });
    return row!;
  });
  return {
    account: {
      id: created.id,
      email: created.email,
      name: created.name,
      role,
      active: true,
      mustChangePassword: created.mustChangePassword,
      createdAt: created.createdAt,
    },
    oneTimePassword,
  };
}

async function findAccount(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AccountError('Dieses Benutzerkonto gibt es nicht (mehr).', { code: 'not-found' });
  return row;
}

/**
 * Locks the rows of the active owners until the transaction ends and returns their ids. Two owners
 * deactivating each other at once: the second waits for the first, then sees one active owner left.
 */
async function lockActiveOwners(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'inhaber'), eq(users.banned, false)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Deactivates an account: sign-in is refused and every session of it ends at once. */
/** The audit entry of a change to another person's account: who did it, to which account. */
async function auditAccountChange(
  tx: Tx,
  action: AuditAction,
  actor: StaffUser,
  userId: string,
  email: string,
): Promise<void> {
  await recordAudit(tx, { action, actorUserId: actor.id, actorEmail: actor.email, detail: { userId, email } });
}

export async function deactivateStaffAccount(db: Db, actor: StaffUser, userId: string): Promise<void> {
  const target = await findAccount(db, userId);
  if (target.id === actor.id) throw new AccountError('Sie können Ihr eigenes Konto nicht deaktivieren.');
  if (target.banned) return;
  await db.transaction(async (tx) => {
    // "At least one active Inhaber" is checked under the lock, inside the transaction that deactivates.
    const owners = await lockActiveOwners(tx);
    if (target.role === 'inhaber' && owners.filter((id) => id !== userId).length === 0) {
      throw new AccountError('Das letzte aktive Inhaber-Konto kann nicht deaktiviert werden.');
    }
    if (actor.role === 'inhaber' && !owners.includes(actor.id)) {
      throw new AccountError('Ihr Konto ist nicht mehr aktiv.');
    }
    const changed = await tx
      .update(users)
      .set({ banned: true, banReason: 'deaktiviert' })
      .where(and(eq(users.id, userId), eq(users.banned, false)))
      .returning({ id: users.id });
    if (changed.length === 0) return;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await auditAccountChange(tx, 'user_deactivated', actor, userId, target.email);
  });
}

export async function reactivateStaffAccount(db: Db, actor: StaffUser, userId: string): Promise<void> {
  const target = await findAccount(db, userId);
  if (!target.banned) return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ banned: false, banReason: null }).where(eq(users.id, userId));
    await auditAccountChange(tx, 'user_reactivated', actor, userId, target.email);
  });
}

/** Sets a new one-time password (returned once); the account's sessions end; change forced at sign-in. */
export async function resetStaffPassword(db: Db, actor: StaffUser, userId: string): Promise<string> {
  const target = await findAccount(db, userId);
  if (target.id === actor.id) throw new AccountError('Ihr eigenes Passwort ändern Sie unter „Passwort ändern“.');
  const password = generateOneTimePassword();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setCredentialPassword(tx, userId, hash);
    await tx.update(users).set({ mustChangePassword: true }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await auditAccountChange(tx, 'password_reset', actor, userId, target.email);
  });
  return password;
}

async function setCredentialPassword(db: DbOrTx, userId: string, hash: string): Promise<void> {
  const updated = await db
    .update(accounts)
    .set({ password: hash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash });
  }
}

/**
 * Changes the signed-in user's own password after checking the current one. Every other session of
 * the account ends; the current one stays.
 */
export async function changeOwnPassword(
  db: Db,
  user: StaffUser,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
  const valid = credential?.password
    ? await verifyPassword({ hash: credential.password, password: input.currentPassword })
    : false;
  if (!valid) throw new AccountError('Das aktuelle Passwort ist nicht korrekt.', { field: 'currentPassword' });
  if (input.newPassword === input.currentPassword)
    throw new AccountError('Das neue Passwort muss sich vom bisherigen unterscheiden.', { field: 'newPassword' });
  const problem = checkNewPassword(input.newPassword);
  if (problem) throw new AccountError(problem, { field: 'newPassword' });
  const hash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setCredentialPassword(tx, user.id, hash);
    await tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
    await recordAudit(tx, { action: 'password_changed', actorUserId: user.id, actorEmail: user.email });
  });
}
