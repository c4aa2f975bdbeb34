// @vitest-environment jsdom
// "Neue Buchung" by keyboard (issue 37): with two matching patients, ↓ from the search highlights the
// first (nothing is highlighted before), Enter takes it; Enter on the "Rückfahrt" select saves the booking
// (the documented path: type the time, Tab, n, Enter).
import '../../../../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NewBookingScreen, type BookingPatient } from './new-booking-screen';

function patient(id: string, vorname: string): BookingPatient {
  return {
    id,
    vorname,
    nachname: 'Muster',
    geburtsdatum: '1941-03-02',
    telefone: ['+49691234567'],
    krankenkasse: 'AOK Hessen',
    archivedAt: null,
    email: null,
    adresse: 'Zeil 1, 60313 Frankfurt',
    orte: [{ label: 'Dialyse', adresse: 'Hanauer Landstraße 5, Frankfurt' }],
    pflegegrad: null,
    transportart: 'sitzend',
    besonderheiten: {},
  } as unknown as BookingPatient;
}

const anna = patient('00000000-0000-4000-8000-000000000001', 'Anna');
const berta = patient('00000000-0000-4000-8000-000000000002', 'Berta');

function renderScreen(initial: BookingPatient | null = null) {
  const posted = vi.fn<(values: Record<string, string>) => void>();
  const Stub = createRoutesStub([
    {
      path: '/app/bookings/neu',
      Component: () => <NewBookingScreen patient={initial} matches={[]} q="" today="2026-11-29" />,
      HydrateFallback: () => null,
      loader: ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        return { matches: q.includes('Muster') ? [anna, berta] : [], q };
      },
      action: async ({ request }) => {
        posted(Object.fromEntries(await request.formData()) as Record<string, string>);
        return { ok: false, code: 'invalid', token: 't-1', intent: 'create', toasts: [], fieldErrors: {}, values: {} };
      },
    },
  ]);
  render(<Stub initialEntries={['/app/bookings/neu']} />);
  return posted;
}

describe('Neue Buchung by keyboard', { timeout: 30_000 }, () => {
  it('highlights the first of two matches with ↓ and takes it with Enter', async () => {
    const user = userEvent.setup();
    renderScreen();
    const search = await screen.findByRole('combobox', { name: 'Patient suchen' });
    await user.click(search);
    await user.keyboard('Muster');
    const list = await screen.findByRole('listbox', { name: 'Gefundene Patienten' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false']);
    expect(search.hasAttribute('aria-activedescendant')).toBe(false);

    await user.keyboard('{ArrowDown}');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(await screen.findByText(/Patient:/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Muster, Anna' })).toBeTruthy();
  });

  it('never saves the booking with ↓ Enter in the search when nothing matches', async () => {
    const user = userEvent.setup();
    const posted = renderScreen();
    const search = await screen.findByRole('combobox', { name: 'Patient suchen' });
    await user.click(search);
    await user.keyboard('Sommerfeld, Erna');
    expect(await screen.findByText(/Kein Patient gefunden\. Geben Sie/)).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}{Enter}');
    // Let a submission, if one started, reach the action before checking.
    await new Promise((done) => setTimeout(done, 50));
    expect(posted).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(search);
    expect(screen.queryByText(/Patient:/)).toBeNull();
  });

  it('highlights the last match with ↑ from the search', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('combobox', { name: 'Patient suchen' }));
    await user.keyboard('Muster');
    const list = await screen.findByRole('listbox', { name: 'Gefundene Patienten' });
    await user.keyboard('{ArrowUp}');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-selected')),
    ).toEqual(['false', 'true']);
  });

  it('saves with Enter on the "Rückfahrt" select', async () => {
    const user = userEvent.setup();
    const posted = renderScreen(anna);
    const form = await screen.findByRole('form', { name: 'Neue Buchung' });
    await user.click(within(form).getByRole('textbox', { name: /^Datum/ }));
    await user.keyboard('05.01.{Tab}0710{Tab}');
    const rueckfahrt = within(form).getByRole('combobox', { name: 'Rückfahrt' });
    expect(document.activeElement).toBe(rueckfahrt);
    await user.selectOptions(rueckfahrt, 'nach-termin');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0]![0]).toMatchObject({
      intent: 'create',
      patientId: anna.id,
      datum: '05.01.',
      uhrzeit: '0710',
      rueckfahrt: 'nach-termin',
    });
  });
});
