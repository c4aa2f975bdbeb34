// @vitest-environment jsdom
// "Buchung bearbeiten" shows the stored E.164 phone the way every other screen does ("0171 2345678",
// issue 37), and what it posts back is the same number again.
import '../../../../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import type { BookingDetailsView } from '#app/domain/bookings/read-models';
import { EditDialog } from './edit-dialog';

const details = {
  id: 'b-1',
  bookingNumber: 'KF-2026-00042',
  status: 'confirmed',
  createdAt: '2026-11-20T09:00:00.000Z',
  vorname: 'Erika',
  nachname: 'Muster',
  transportart: 'sitzend',
  telefon: '+491712345678',
  email: null,
  bestaetigungsEmail: null,
  krankenkasse: 'AOK Hessen',
  pflegegrad: null,
  besonderheiten: {},
  hinweise: null,
  entfernungKm: null,
  begleitpersonen: 0,
  genehmigungVorhanden: false,
  consentAt: null,
  consentVersion: null,
  hasPrescription: false,
  prescriptionName: null,
  quelle: 'telefon',
  seriesId: null,
  legs: [
    {
      id: 'l-1',
      kind: 'hin',
      timing: 'fest',
      datum: '2026-12-03',
      uhrzeit: '09:30',
      status: 'geplant',
      driverId: null,
      driverName: null,
      abholadresse: 'Hauptstr. 1, 60311 Frankfurt',
      zieladresse: 'Klinikweg 2, 60590 Frankfurt',
      vehicleId: null,
      vehicleLabel: null,
      notes: null,
      documents: [],
      actions: { cancel: true, restore: false },
      locked: false,
      billing: 'offen',
    },
  ],
  flags: [],
  history: [],
  messages: [],
} as unknown as BookingDetailsView;

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true, details }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  const Stub = createRoutesStub([
    {
      path: '/app/bookings',
      Component: () => <EditDialog id="b-1" bookingNumber="KF-2026-00042" onClose={() => {}} />,
    },
  ]);
  render(<Stub initialEntries={['/app/bookings']} />);
}

describe('Buchung bearbeiten: the phone number', () => {
  it('is shown in the national format and posted back as the same E.164 number', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Buchung bearbeiten' });
    const phone = await within(dialog).findByRole('textbox', { name: 'Telefon' });
    expect((phone as HTMLInputElement).value).toBe('0171 2345678');

    const form = within(dialog).getByRole('form', { name: 'Buchung bearbeiten' }) as HTMLFormElement;
    const posted = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const checked = validateEditBooking(posted);
    expect(checked.ok && checked.values.telefon).toBe('+491712345678');
  });
});
