import { describe, expect, it } from 'vitest';
import {
  accessOf,
  can,
  CAPABILITIES,
  homeOf,
  mayEnterArea,
  mayOpen,
  navigationFor,
  type Capability,
} from './permissions';
import { STAFF_ROLES, type StaffRole } from './policy';

// Written out by hand, not derived from the table: a changed grant must change this test too.
const EXPECTED: Record<Capability, Record<StaffRole, boolean>> = {
  'back-office.use': { inhaber: true, disposition: true, fahrer: false },
  'password.change': { inhaber: true, disposition: true, fahrer: true },
  'driver-app.use': { inhaber: false, disposition: false, fahrer: true },
  'users.manage': { inhaber: true, disposition: false, fahrer: false },
  'settings.edit': { inhaber: true, disposition: false, fahrer: false },
  'insurers.edit': { inhaber: true, disposition: false, fahrer: false },
  'series-horizon.set': { inhaber: true, disposition: false, fahrer: false },
  'driver-accounts.create': { inhaber: true, disposition: false, fahrer: false },
  'vehicle-licence.choose': { inhaber: true, disposition: false, fahrer: false },
};

describe('can', () => {
  it('has a row for every capability of the table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CAPABILITIES].sort());
  });

  it.each(CAPABILITIES.flatMap((capability) => STAFF_ROLES.map((role) => [capability, role] as const)))(
    '%s for %s',
    (capability, role) => {
      expect(can({ role }, capability)).toBe(EXPECTED[capability][role]);
      expect(can({ role, active: true }, capability)).toBe(EXPECTED[capability][role]);
    },
  );

  it.each(CAPABILITIES)('%s: nothing for a deactivated account, an unknown role or no user', (capability) => {
    for (const role of STAFF_ROLES) expect(can({ role, active: false }, capability)).toBe(false);
    for (const role of ['chef', 'INHABER', '', null, undefined, 1, { toString: () => 'inhaber' }])
      expect(can({ role }, capability)).toBe(false);
    expect(can(null, capability)).toBe(false);
    expect(can(undefined, capability)).toBe(false);
  });

  it("gives the Inhaber everything and Disposition everything of the back office but the Inhaber's parts", () => {
    const all = (role: StaffRole) => CAPABILITIES.filter((capability) => can({ role }, capability));
    expect(all('inhaber')).toEqual(CAPABILITIES.filter((capability) => capability !== 'driver-app.use'));
    expect(all('disposition')).toEqual(['back-office.use', 'password.change']);
    expect(all('fahrer')).toEqual(['password.change', 'driver-app.use']);
  });
});

describe('accessOf: the capability a staff path needs', () => {
  it.each([
    ['/app', 'back-office.use', 'back-office.use'],
    ['/app/bookings/neu', 'back-office.use', 'back-office.use'],
    ['/app/patients/0b7d2a3e-1c4f-4a8b-9d2e-3f4a5b6c7d8e', 'back-office.use', 'back-office.use'],
    ['/app/events', 'back-office.use', 'back-office.use'],
    ['/app/users', 'back-office.use', 'users.manage'],
    ['/app/settings', 'back-office.use', 'settings.edit'],
    ['/app/settings/mail-log', 'back-office.use', 'settings.edit'],
    ['/app/settings/rechnungsdaten', 'back-office.use', 'settings.edit'],
    ['/app/settingsx', 'back-office.use', 'back-office.use'],
    ['/app/approvals', 'back-office.use', 'back-office.use'],
    ['/app/approvals/kassen', 'back-office.use', 'insurers.edit'],
    ['/app/password', 'password.change', 'password.change'],
    ['/fahrer', 'driver-app.use', 'driver-app.use'],
    ['/fahrer/meldungen', 'driver-app.use', 'driver-app.use'],
  ] as const)('%s: area %s, part %s', (path, area, part) => {
    expect(accessOf(path)).toEqual({ area, part });
  });

  it('knows nothing outside the staff URLs', () => {
    for (const path of ['/', '/login', '/application', '/fahrerin', '/api/events']) expect(accessOf(path)).toBeNull();
  });
});

describe('mayOpen, mayEnterArea, homeOf', () => {
  it("lets Disposition into the back office but not into the Inhaber's parts", () => {
    const dispo = { role: 'disposition' };
    expect(mayOpen(dispo, '/app/bookings')).toBe(true);
    expect(mayOpen(dispo, '/app/users')).toBe(false);
    expect(mayEnterArea(dispo, '/app/users')).toBe(true);
    expect(mayEnterArea(dispo, '/fahrer')).toBe(false);
  });

  it("keeps a driver in the drivers' app and at the password change", () => {
    const driver = { role: 'fahrer' };
    expect(mayOpen(driver, '/fahrer/meldungen')).toBe(true);
    expect(mayOpen(driver, '/app/password')).toBe(true);
    expect(mayOpen(driver, '/app')).toBe(false);
    expect(mayEnterArea(driver, '/app/bookings')).toBe(false);
  });

  it('starts each role in its own area', () => {
    expect(homeOf('inhaber')).toBe('/app');
    expect(homeOf('disposition')).toBe('/app');
    expect(homeOf('fahrer')).toBe('/fahrer');
    for (const role of STAFF_ROLES) expect(mayOpen({ role }, homeOf(role))).toBe(true);
  });
});

describe('navigationFor', () => {
  const labels = (role: string, active?: boolean) => navigationFor({ role, active }).map((entry) => entry.label);
  const office = [
    'Dashboard',
    'Buchungen',
    'Patienten',
    'Disposition',
    'Serien',
    'Fahrer',
    'Fahrzeuge',
    'Preise',
    'Genehmigungen',
    'Abrechnung',
  ];

  it('shows each role the entries it may open', () => {
    expect(labels('inhaber')).toEqual([...office, 'Einstellungen', 'Benutzer']);
    expect(labels('disposition')).toEqual(office);
    expect(labels('fahrer')).toEqual(['Fahrer-App']);
  });

  it('shows nothing to a deactivated account or an unknown role', () => {
    expect(labels('inhaber', false)).toEqual([]);
    expect(labels('chef')).toEqual([]);
  });
});
