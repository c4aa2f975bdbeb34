// @vitest-environment jsdom
import '../../../../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookingDialogs } from './booking-dialogs';
import type { DialogRequest } from './row-actions-menu';
import { RowMenuButton } from './row-menu-button';
import type { BookingRowView } from '#app/domain/bookings/read-models';

const row: BookingRowView = {
  id: 'b-1',
  bookingNumber: 'KF-2026-00042',
  datum: '2026-12-03',
  uhrzeit: '09:30',
  vorname: 'Erika',
  nachname: 'Muster',
  transportart: 'sitzend',
  code: 'SI',
  krankenkasse: 'AOK Hessen',
  abholadresse: 'Hauptstr. 1, 60311 Frankfurt',
  zieladresse: 'Klinikweg 2, 60590 Frankfurt',
  status: 'pending',
  assignedDriverId: null,
  flags: [],
  legs: [],
  overdue: false,
  serie: false,
};

function Screen({ shown = row }: { shown?: BookingRowView }) {
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  return (
    <>
      <RowMenuButton row={shown} drivers={[{ id: 'd-1', name: 'Peter Fahrmann' }]} onOpenDialog={setDialog} />
      <BookingDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

function renderScreen(shown?: BookingRowView) {
  const Stub = createRoutesStub([{ path: '/app/bookings', Component: () => <Screen shown={shown} /> }]);
  return render(<Stub initialEntries={['/app/bookings']} />);
}

// The first click loads the Radix menu module; on a busy machine that takes more than testing-library's
// default second.
const LOADING = { timeout: 10_000 };

describe('row menu and dialogs on demand', { timeout: 30_000 }, () => {
  it('renders only a plain menu button until it is used; a click loads and opens the menu', async () => {
    const user = userEvent.setup();
    renderScreen();
    const button = screen.getByRole('button', { name: 'Aktionen für Buchung KF-2026-00042' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    // No aria-expanded while no menu exists (WAI-ARIA menu button pattern; decision 204).
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(button.hasAttribute('type')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const menu = await screen.findByRole('menu', {}, LOADING);
    expect(within(menu).getByRole('menuitem', { name: 'Fahrt bestätigen' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Peter Fahrmann' })).toBeTruthy();
  });

  it('loads a dialog when it is chosen and keeps it usable after closing', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Aktionen für Buchung KF-2026-00042' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Transportart ändern' }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: 'Transportart ändern' }, LOADING);
    expect(within(dialog).getByText('Erika Muster')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Second time: the menu is already mounted, the Radix trigger opens it.
    await user.click(screen.getByRole('button', { name: 'Aktionen für Buchung KF-2026-00042' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Transportart ändern' }));
    expect(await screen.findByRole('dialog', { name: 'Transportart ändern' })).toBeTruthy();
  });
});

// A paused series ride (decision 212) is changed only on its series' page: the menu does not offer the edit.
describe('row menu of a paused series ride (issue 37)', { timeout: 30_000 }, () => {
  it.each([
    ['paused', false],
    ['confirmed', true],
    ['rejected', true],
  ] as const)('a %s ride: "Buchung bearbeiten" offered: %s', async (status, offered) => {
    const user = userEvent.setup();
    renderScreen({ ...row, status, serie: true });
    await user.click(screen.getByRole('button', { name: 'Aktionen für Buchung KF-2026-00042' }));
    const menu = await screen.findByRole('menu', {}, LOADING);
    expect(within(menu).getByRole('menuitem', { name: 'Details anzeigen' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Buchung bearbeiten' }) !== null).toBe(offered);
  });
});
