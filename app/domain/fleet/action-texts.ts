// The German toast texts of the Fahrer and Fahrzeuge screens (SPEC.md §8 for drivers; vehicles, which
// SPEC.md only logged, get their own, decision 071): one catalogue per area (decision 160).
import { codeTexts, type ActionCatalogue } from '#app/domain/action-result';
export type CrudIntent = 'create' | 'update' | 'delete';

export const DRIVER_GONE = 'Der Fahrer wurde nicht gefunden. Vielleicht wurde er inzwischen gelöscht.';
export const VEHICLE_GONE = 'Das Fahrzeug wurde nicht gefunden. Vielleicht wurde es inzwischen gelöscht.';

export const driverTexts: ActionCatalogue<CrudIntent> = {
  titles: {
    create: { success: 'Fahrer erfolgreich hinzugefügt', failure: 'Fehler beim Hinzufügen des Fahrers' },
    update: { success: 'Fahrer erfolgreich aktualisiert', failure: 'Fehler beim Aktualisieren des Fahrers' },
    delete: { success: 'Fahrer erfolgreich gelöscht', failure: 'Fehler beim Löschen des Fahrers' },
  },
  codes: codeTexts({ 'not-found': DRIVER_GONE }),
};

export const vehicleTexts: ActionCatalogue<CrudIntent> = {
  titles: {
    create: { success: 'Fahrzeug angelegt', failure: 'Fehler beim Anlegen des Fahrzeugs' },
    update: { success: 'Fahrzeug gespeichert', failure: 'Fehler beim Speichern des Fahrzeugs' },
    delete: { success: 'Fahrzeug gelöscht', failure: 'Fehler beim Löschen des Fahrzeugs' },
  },
  codes: codeTexts({ 'not-found': VEHICLE_GONE }),
};

/**
 * "Anna Muster: 2 Buchungen sind jetzt ohne Fahrer. …" after a driver with bookings was deleted, and
 * that their access to the drivers' app was deactivated (issue 20).
 */
export function deletedDriverNote({
  name,
  unassignedBookings,
  accountDisabled = false,
}: {
  name: string;
  unassignedBookings: number;
  accountDisabled?: boolean;
}): string {
  const account = accountDisabled ? ' Der Zugang zur Fahrer-App ist deaktiviert und abgemeldet.' : '';
  if (unassignedBookings === 0) return `${name}${account ? `:${account}` : ''}`;
  const count = unassignedBookings === 1 ? '1 Buchung ist' : `${unassignedBookings} Buchungen sind`;
  return `${name}: ${count} jetzt ohne Fahrer. Der Verlauf nennt den Fahrer weiterhin.${account}`;
}
