// The guard of the drivers' app (issue 20): a signed-in account that may use the drivers' app (the
// permission table keeps every other role out of /fahrer and every driver out of /app) and its driver record.
import type { AppServices } from '#app/server/services.server';
import { requireStaff, type StaffUser } from '#app/server/auth/guard.server';
import { driverOfUser, type DriverLink } from './driver-accounts.server';
import type { ReportingDriver } from './driver-reports.server';

export async function requireDriver(
  request: Request,
  context: { services: AppServices },
): Promise<{ user: StaffUser; driver: DriverLink | null }> {
  const user = await requireStaff(request, context, { capability: 'driver-app.use' });
  return { user, driver: await driverOfUser(context.services.db, user.id) };
}

/** The driver as the author of their reports: the history names the driver record's name. */
export function reportingDriver(user: StaffUser, driver: DriverLink): ReportingDriver {
  return { userId: user.id, driverId: driver.driverId, actor: { userId: user.id, label: driver.name } };
}
