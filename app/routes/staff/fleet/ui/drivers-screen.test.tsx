// @vitest-environment jsdom
import '../../../../../tests/support/ui-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DriversScreen, type DriverListItem } from './drivers-screen';
import type { ActionResult } from '#app/domain/action-result';

const peter: DriverListItem = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Peter Fahrmann',
  phone: '+496990009130',
  email: 'peter@example.org',
  notes: 'Tragestuhl-geschult',
  vehicleId: null,
  vehiclePlate: 'F-KF 101',
  hasAppAccount: false,
};

function result({ title = '', ...partial }: Partial<ActionResult> & { title?: string }): ActionResult {
  const ok = partial.ok ?? false;
  return {
    intent: 'update',
    token: crypto.randomUUID(),
    ok,
    code: ok ? null : 'invalid',
    toasts: [{ kind: ok ? 'success' : 'error', title }],
    fieldErrors: {},
    values: {},
    targetId: null,
    data: null,
    ...partial,
  };
}

function renderScreen(action: (form: FormData) => ActionResult, drivers: DriverListItem[] = [peter]) {
  const calls: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/app/drivers',
      Component: () => <DriversScreen drivers={drivers} canCreateAccounts={false} accounts={{}} />,
      action: async ({ request }) => {
        const form = await request.formData();
        calls.push(form);
        return action(form);
      },
    },
  ]);
  render(<Stub initialEntries={['/app/drivers']} />);
  return calls;
}

describe('DriversScreen', () => {
  it('lists drivers with count, phone, e-mail, vehicle and notes', () => {
    renderScreen(() => result({ ok: true }));
    expect(screen.getByRole('heading', { name: 'Fahrerübersicht (1)' })).toBeTruthy();
    const item = screen.getByRole('listitem');
    expect(
      within(item)
        .getByRole('link', { name: /069 90009130/ })
        .getAttribute('href'),
    ).toBe('tel:+496990009130');
    expect(
      within(item)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/496990009130');
    expect(item.textContent).toContain('peter@example.org');
    expect(item.textContent).toContain('Fahrzeug: F-KF 101');
    expect(item.textContent).toContain('Tragestuhl-geschult');
  });

  it('shows the German reason in the edit dialog and keeps it open on a refusal', async () => {
    const user = userEvent.setup();
    const calls = renderScreen(() =>
      result({
        title: 'Fehler beim Aktualisieren des Fahrers',
        fieldErrors: { phone: 'Bitte geben Sie eine Telefonnummer (WhatsApp) ein.' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Peter Fahrmann bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fahrer bearbeiten' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Peter Fahrmann');
    await user.clear(within(dialog).getByLabelText(/^Telefon/));
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Bitte geben Sie eine Telefonnummer (WhatsApp) ein.')).toBeTruthy(),
    );
    const phone = within(dialog).getByLabelText(/^Telefon/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // Focus moves to the refused field once the message has rendered (an effect after that render).
    await waitFor(() => expect(document.activeElement).toBe(phone), { timeout: 3000 });
    expect(calls[0]?.get('intent')).toBe('update');
    expect(calls[0]?.get('id')).toBe(peter.id);
  });

  it('asks before deleting, says it cannot be undone, and Abbrechen posts nothing', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => result({ intent: 'delete', ok: true, title: 'Fahrer erfolgreich gelöscht' }));
    const calls = renderScreen(action);
    await user.click(screen.getByRole('button', { name: 'Peter Fahrmann löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Fahrer löschen' });
    expect(confirm.textContent).toContain('Möchten Sie den Fahrer Peter Fahrmann wirklich löschen?');
    expect(confirm.textContent).toContain('Dies kann nicht rückgängig gemacht werden.');
    expect(confirm.textContent).not.toContain('Fahrer-App');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Peter Fahrmann löschen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.map((form) => [form.get('intent'), form.get('id')])).toEqual([['delete', peter.id]]);
  });

  it("says in the confirmation that a driver's access to the drivers' app ends with the record (issue 20)", async () => {
    const user = userEvent.setup();
    renderScreen(() => result({ intent: 'delete', ok: true }), [{ ...peter, hasAppAccount: true }]);
    await user.click(screen.getByRole('button', { name: 'Peter Fahrmann löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Fahrer löschen' });
    expect(confirm.textContent).toContain(
      'Sein Zugang zur Fahrer-App wird deaktiviert und sofort abgemeldet; er kann sich nicht mehr anmelden.',
    );
  });
});
