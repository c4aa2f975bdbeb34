// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../ui/toaster';
import { LoginForm } from './login-form';
import { StaffShell } from './staff-shell';

describe('LoginForm', () => {
  it('is titled Anmeldung, has an e-mail field, and asks for both fields without sending', async () => {
    const action = vi.fn(() => ({ error: null }));
    const Stub = createRoutesStub([
      {
        path: '/login',
        Component: () => (
          <>
            <LoginForm redirectTo="/app/bookings" error={null} errorKey={0} notice={null} />
            <Toaster />
          </>
        ),
        action,
      },
    ]);
    const user = userEvent.setup();
    render(<Stub initialEntries={['/login']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Anmeldung' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail').getAttribute('type')).toBe('email');
    await user.type(screen.getByLabelText('E-Mail'), 'inhaber@example.org');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte füllen Sie alle Felder aus.');
    expect(action).not.toHaveBeenCalled();
  });

  it('shows a server error inline', async () => {
    const Stub = createRoutesStub([
      { path: '/login', Component: () => <LoginForm redirectTo={null} error="Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort." errorKey={1} notice={null} /> },
    ]);
    render(<Stub initialEntries={['/login']} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.');
  });
});

describe('StaffShell', () => {
  function renderShell(role: 'inhaber' | 'disposition', at: string, passwordPending = false) {
    const Stub = createRoutesStub([
      {
        path: '/app/*',
        Component: () => (
          <StaffShell user={{ email: 'person@example.org', name: 'Person', role }} passwordPending={passwordPending}>
            <p>Inhalt</p>
          </StaffShell>
        ),
      },
    ]);
    render(<Stub initialEntries={[at]} />);
    return screen.getByRole('navigation', { name: 'Hauptnavigation' });
  }

  it('lists the SPEC entries, marks the active one, shows the e-mail and the sign-out button', () => {
    const nav = renderShell('inhaber', '/app/drivers');
    const links = Array.from(nav.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/app'],
      ['Buchungen', '/app/bookings'],
      ['Fahrer', '/app/drivers'],
      ['Fahrzeuge', '/app/vehicles'],
      ['Preise', '/app/pricing'],
      ['Einstellungen', '/app/settings'],
      ['Benutzer', '/app/users'],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Fahrer');
    expect(screen.getByText('person@example.org')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });

  it('hides Einstellungen and Benutzer from Disposition, and everything while a password change is pending', () => {
    const nav = renderShell('disposition', '/app');
    expect(Array.from(nav.querySelectorAll('a')).map((link) => link.textContent)).toEqual(['Dashboard', 'Buchungen', 'Fahrer', 'Fahrzeuge', 'Preise']);
  });

  it('offers no screens while a one-time password must be changed', () => {
    const nav = renderShell('inhaber', '/app/password', true);
    expect(nav.querySelectorAll('a')).toHaveLength(0);
  });
});
