import { describe, expect, it } from 'vitest';
import { deletedDriverNote } from './action-texts';

describe('deletedDriverNote', () => {
  it.each([
    [0, false, 'Anna Muster'],
    [1, false, 'Anna Muster: 1 Buchung ist jetzt ohne Fahrer. Der Verlauf nennt den Fahrer weiterhin.'],
    [2, false, 'Anna Muster: 2 Buchungen sind jetzt ohne Fahrer. Der Verlauf nennt den Fahrer weiterhin.'],
    [0, true, 'Anna Muster: Der Zugang zur Fahrer-App ist deaktiviert und abgemeldet.'],
    [
      2,
      true,
      'Anna Muster: 2 Buchungen sind jetzt ohne Fahrer. Der Verlauf nennt den Fahrer weiterhin. Der Zugang zur Fahrer-App ist deaktiviert und abgemeldet.',
    ],
  ])('%i bookings, account disabled %s: %s', (unassignedBookings, accountDisabled, note) => {
    expect(deletedDriverNote({ name: 'Anna Muster', unassignedBookings, accountDisabled })).toBe(note);
  });
});
