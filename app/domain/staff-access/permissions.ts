// The one permission table (issue 40, decision 262): what each staff role may do, each capability named
// by what it allows, and which capability each part of the staff URLs needs. The guard (requireStaff),
// the loaders' flags for the screens, the navigation and the access-matrix test read it; no other code
// compares roles to decide what someone may do.
import { isStaffRole, STAFF_NAVIGATION, type StaffRole } from './policy';

/** Capability × roles: who may do what. A role not listed for a capability may not. */
export const PERMISSIONS = {
  /** The back office under /app: bookings, patients, dispatch, series, fleet, prices, approvals, billing. */
  'back-office.use': ['inhaber', 'disposition'],
  /** The password change and two-factor sign-in at /app/password (a driver's one-time password too). */
  'password.change': ['inhaber', 'disposition', 'fahrer'],
  /** The drivers' app at /fahrer: their own legs, reports and proofs of service (issue 20). */
  'driver-app.use': ['fahrer'],
  /** Benutzer: create, deactivate, reactivate accounts and reset passwords. */
  'users.manage': ['inhaber'],
  /** Einstellungen: mail, WhatsApp, templates, calendar, capacity, dispatch, invoice data, mail log. */
  'settings.edit': ['inhaber'],
  /** The insurers' exceptions (/app/approvals/kassen, issue 18). */
  'insurers.edit': ['inhaber'],
  /** The series' planning horizon in weeks (issue 19). */
  'series-horizon.set': ['inhaber'],
  /** A driver's access to the drivers' app, created from the driver's card (issue 20). */
  'driver-accounts.create': ['inhaber'],
  /** Whether a vehicle runs as Taxi or Mietwagen (VAT, issue 38). */
  'vehicle-licence.choose': ['inhaber'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof PERMISSIONS;

export const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[];

/** Whom `can` asks about: a staff user (or account); `active: false` is a deactivated account. */
export type PermissionSubject = { role: unknown; active?: boolean } | null | undefined;

/** Whether the user may do what the capability allows. No user, a deactivated account or an unknown role: nothing. */
export function can(user: PermissionSubject, capability: Capability): boolean {
  if (!user || user.active === false || !isStaffRole(user.role)) return false;
  const roles: readonly StaffRole[] | undefined = PERMISSIONS[capability];
  return roles !== undefined && roles.includes(user.role);
}

type AreaPart = { prefix: string; capability: Capability };

/**
 * The staff URLs. A path belongs to the area of its longest matching prefix and needs that area's
 * capability; a part inside the area needs its own capability on top. A role without the area's
 * capability is sent to its own start on a page load (`home`: where a role that may use the area starts);
 * a role that has the area but lacks a part's capability is refused (403).
 */
export const STAFF_AREAS: readonly (AreaPart & { home?: true; parts?: readonly AreaPart[] })[] = [
  {
    prefix: '/app',
    capability: 'back-office.use',
    home: true,
    parts: [
      { prefix: '/app/users', capability: 'users.manage' },
      { prefix: '/app/settings', capability: 'settings.edit' },
      { prefix: '/app/approvals/kassen', capability: 'insurers.edit' },
    ],
  },
  { prefix: '/app/password', capability: 'password.change' },
  { prefix: '/fahrer', capability: 'driver-app.use', home: true },
];

function within(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function longest<T extends { prefix: string }>(entries: readonly T[], pathname: string): T | undefined {
  return entries.filter((entry) => within(pathname, entry.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** What a staff path needs: its area's capability and its part's (the area's own when no part matches); null outside the staff URLs. */
export function accessOf(pathname: string): { area: Capability; part: Capability } | null {
  const area = longest(STAFF_AREAS, pathname);
  if (!area) return null;
  return { area: area.capability, part: longest(area.parts ?? [], pathname)?.capability ?? area.capability };
}

/** Whether the path lies in an area of the user's (a page outside it sends the user to their own start). */
export function mayEnterArea(user: PermissionSubject, pathname: string): boolean {
  const access = accessOf(pathname);
  return access !== null && can(user, access.area);
}

/** Whether the user may open the path: its area and its part. */
export function mayOpen(user: PermissionSubject, pathname: string): boolean {
  const access = accessOf(pathname);
  return access !== null && can(user, access.area) && can(user, access.part);
}

/** Where a role's work starts (after sign-in, or when it opens a page outside its areas). */
export function homeOf(role: StaffRole): string {
  return STAFF_AREAS.find((area) => area.home && can({ role }, area.capability))?.prefix ?? '/app';
}

/** The sidebar entries the user may open (the navigation has no list of its own). */
export function navigationFor(user: PermissionSubject): typeof STAFF_NAVIGATION {
  return STAFF_NAVIGATION.filter((entry) => mayOpen(user, entry.to));
}
