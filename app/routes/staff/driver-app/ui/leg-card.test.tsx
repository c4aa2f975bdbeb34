// @vitest-environment jsdom
// One card of the drivers' app (issue 37): the patient's phone as the board shows it ("069 900091", dialled
// as +4969900091), the vehicle of this ride (which the board may have changed), and each note once.
import '../../../../../tests/support/ui-dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DriverLeg } from '#app/domain/driver-app/reports';
import { LegCard } from './leg-card';

function leg(overrides: Partial<DriverLeg> = {}): DriverLeg {
  return {
    id: 'l1',
    bookingNumber: 'KF-2031-00001',
    kind: 'hin',
    timing: 'fest',
    datum: '2031-03-13',
    uhrzeit: '08:30',
    status: 'geplant',
    reportable: true,
    closedText: null,
    abholadresse: 'Lindenweg 3, 60311 Frankfurt am Main',
    zieladresse: 'Dialysezentrum Nord, Friedberg',
    patient: 'Rita Rollmann',
    telefon: '+4969900091',
    flags: [{ key: 'hinweis', label: 'Hinweis: Hund im Haus' }],
    begleitpersonen: 0,
    notes: ['Bitte hupen'],
    vehicle: 'F-AC 101 VW Caddy (Rollstuhl)',
    km: null,
    wartezeitMinuten: null,
    reports: [],
    documents: [],
    ...overrides,
  };
}

afterEach(cleanup);

/** The call link by its visible number (its accessible name ends in "anrufen"). */
const callLink = (number: string) =>
  screen.getByRole('link', { name: new RegExp(`^${number.replace(/[+]/g, '\\+')}\\s*anrufen$`) });

describe('LegCard', () => {
  it('shows the phone in national format, dials it in full, and names the ride’s vehicle', () => {
    render(<LegCard leg={leg()} queued={[]} add={() => true} />);
    const call = callLink('069 900091');
    expect(call.getAttribute('href')).toBe('tel:+4969900091');
    expect(screen.queryByText(/\+4969900091/)).toBeNull();
    expect(screen.getByTestId('fahrzeug').textContent).toBe('Fahrzeug: F-AC 101 VW Caddy (Rollstuhl)');
  });

  it.each<[string, string, string, string]>([
    ['a stored number that does not parse as it is', '12345', '12345', 'tel:12345'],
    ['a foreign number internationally', '+43 1 234567', '+43 1 234567', 'tel:+431234567'],
    ['a German number typed with separators in national format', '069/900 091', '069 900091', 'tel:+4969900091'],
  ])('shows %s', (_name, telefon, shown, href) => {
    render(<LegCard leg={leg({ telefon })} queued={[]} add={() => true} />);
    expect(callLink(shown).getAttribute('href')).toBe(href);
  });

  it('says when the ride has no vehicle, and shows each note once beside the flag', () => {
    render(<LegCard leg={leg({ vehicle: null })} queued={[]} add={() => true} />);
    expect(screen.getByTestId('fahrzeug').textContent).toBe('Fahrzeug: kein Fahrzeug zugewiesen');
    expect(screen.getAllByText(/Hund im Haus/)).toHaveLength(1);
    expect(screen.getAllByText(/Bitte hupen/)).toHaveLength(1);
  });
});
