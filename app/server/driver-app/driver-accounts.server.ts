// Staff accounts of the role fahrer (issue 20): created by the Inhaber from a driver record, with the
// existing one-time-password flow, and linked to it in driver_accounts (one account per driver).
import { eq } from 'drizzle-orm';
import { DRIVER_ACCOUNT_MESSAGES } from '#app/domain/driver-app/action-texts';
import { accountResult, createStaffAccount, type StaffAccount } from '#app/server/auth/accounts.server';
import type { StaffUser } from '#app/server/auth/guard.server';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { driverAccounts, drivers, users } from '#app/server/db/schema';
import {
  conflict,
  invalid,
  isUniqueViolation,
  isUuid,
  notFound,
  type Result,
} from '#app/server/use-case-result.server';

export type DriverLink = { driverId: string; name: string };

/** The driver record a fahrer account belongs to, or null (not linked, or the driver was deleted). */
export async function driverOfUser(db: DbOrTx, userId: string): Promise<DriverLink | null> {
  const [row] = await db
    .select({ driverId: drivers.id, name: drivers.name })
    .from(driverAccounts)
    .innerJoin(drivers, eq(drivers.id, driverAccounts.driverId))
    .where(eq(driverAccounts.userId, userId));
  return row ?? null;
}

export type DriverAccountSummary = { email: string; active: boolean; mustChangePassword: boolean };

/** Per driver id: its account for the drivers' app, if it has one (for the Fahrer screen). */
export async function driverAccountsByDriver(db: Db): Promise<Record<string, DriverAccountSummary>> {
  const rows = await db
    .select({
      driverId: driverAccounts.driverId,
      email: users.email,
      banned: users.banned,
      mustChangePassword: users.mustChangePassword,
    })
    .from(driverAccounts)
    .innerJoin(users, eq(users.id, driverAccounts.userId));
  return Object.fromEntries(
    rows.map((row) => [
      row.driverId,
      { email: row.email, active: !row.banned, mustChangePassword: row.mustChangePassword },
    ]),
  );
}

/**
 * Creates the driver's account (role fahrer, the driver's e-mail address as its sign-in name, a
 * one-time password to hand over) and links it to the driver. The Inhaber only (checked by the route).
 */
export async function createDriverAccount(
  db: Db,
  actor: StaffUser | null,
  driverId: string,
  options: { password?: string } = {},
): Promise<Result<{ account: StaffAccount; oneTimePassword: string | null }>> {
  if (!isUuid(driverId)) return notFound();
  const [driver] = await db
    .select({ id: drivers.id, name: drivers.name, email: drivers.email })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  if (!driver) return notFound();
  if (!driver.email?.trim())
    return invalid({ email: DRIVER_ACCOUNT_MESSAGES.emailMissing }, DRIVER_ACCOUNT_MESSAGES.emailMissing);
  const [existing] = await db
    .select({ userId: driverAccounts.userId })
    .from(driverAccounts)
    .where(eq(driverAccounts.driverId, driverId));
  if (existing) return conflict(DRIVER_ACCOUNT_MESSAGES.exists);
  const created = await accountResult(
    createStaffAccount(
      db,
      actor,
      { email: driver.email, name: driver.name, role: 'fahrer', password: options.password },
      {
        auditAction: 'driver_account_created',
        link: async (tx, userId) => {
          await tx.insert(driverAccounts).values({ userId, driverId });
        },
      },
    ),
  ).catch((error: unknown) => {
    // Two owners at once: the second link violates driver_accounts_driver_unique.
    if (isUniqueViolation(error)) return conflict(DRIVER_ACCOUNT_MESSAGES.exists);
    throw error;
  });
  if (!created.ok) {
    // The account's e-mail field is the driver's e-mail here; a unique violation on the link is "exists".
    return { ...created, fieldErrors: created.fieldErrors?.email ? { email: created.fieldErrors.email } : {} };
  }
  return created;
}
