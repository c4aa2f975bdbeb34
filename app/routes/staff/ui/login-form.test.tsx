// @vitest-environment jsdom
import '../../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#app/ui/toaster';
import { LoginForm } from './login-form';
import { PasswordForm } from './password-form';
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

  it('shows a server error once: inline, not also as a toast', async () => {
    const message = 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';
    const Stub = createRoutesStub([
      {
        path: '/login',
        Component: () => (
          <>
            <LoginForm redirectTo={null} error={message} errorKey={1} notice={null} />
            <Toaster />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={['/login']} />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('has one heading "Anmeldung", the h1, and no hidden one before it', () => {
    const Stub = createRoutesStub([
      { path: '/login', Component: () => <LoginForm redirectTo={null} error={null} errorKey={0} notice={null} /> },
    ]);
    render(<Stub initialEntries={['/login']} />);
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([['H1', 'Anmeldung']]);
  });
});

describe('PasswordForm', () => {
  it('carries the account as a hidden username field for password managers', () => {
    const Stub = createRoutesStub([
      {
        path: '/app/password',
        Component: () => (
          <PasswordForm forced={false} result={undefined} formRef={{ current: null }} email="person@example.org" />
        ),
      },
    ]);
    const { container } = render(<Stub initialEntries={['/app/password']} />);
    const username = container.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(username?.value).toBe('person@example.org');
    expect(username?.hidden).toBe(true);
    expect(username?.closest('form')?.querySelector('input[autocomplete="current-password"]')).toBeTruthy();
    expect(username?.closest('form')?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe(
      'change-password',
    );
  });

  it('shows the ActionResult: field errors at their fields, a success with the way on to the dashboard', () => {
    const refused = {
      intent: 'change-password',
      token: 'a',
      ok: false,
      code: 'invalid' as const,
      toasts: [],
      values: {},
      targetId: null,
      data: null,
      fieldErrors: { newPassword: 'Dieses Passwort ist zu bekannt.' },
    };
    const Stub = createRoutesStub([
      {
        path: '/app/password',
        Component: () => (
          <PasswordForm forced={false} result={refused} formRef={{ current: null }} email="p@example.org" />
        ),
      },
    ]);
    render(<Stub initialEntries={['/app/password']} />);
    expect(
      screen.getByLabelText(/^Neues Passwort/, { selector: 'input[name="newPassword"]' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('Dieses Passwort ist zu bekannt.')).toBeTruthy();
    const done = {
      ...refused,
      token: 'b',
      ok: true,
      code: null,
      fieldErrors: {},
      toasts: [{ kind: 'success' as const, title: 'Passwort geändert.' }],
    };
    const Done = createRoutesStub([
      {
        path: '/app/password',
        Component: () => (
          <PasswordForm forced={false} result={done} formRef={{ current: null }} email="p@example.org" />
        ),
      },
    ]);
    render(<Done initialEntries={['/app/password']} />);
    expect(screen.getByRole('status').textContent).toContain('Passwort geändert.');
    expect(screen.getByRole('link', { name: 'Weiter zum Dashboard' }).getAttribute('href')).toBe('/app');
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
      ['Patienten', '/app/patients'],
      ['Disposition', '/app/dispatch'],
      ['Serien', '/app/series'],
      ['Fahrer', '/app/drivers'],
      ['Fahrzeuge', '/app/vehicles'],
      ['Preise', '/app/pricing'],
      ['Genehmigungen', '/app/approvals'],
      ['Abrechnung', '/app/billing'],
      ['Einstellungen', '/app/settings'],
      ['Benutzer', '/app/users'],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Fahrer');
    expect(screen.getByText('person@example.org')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });

  it('hides Einstellungen and Benutzer from Disposition, and everything while a password change is pending', () => {
    const nav = renderShell('disposition', '/app');
    expect(Array.from(nav.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
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
    ]);
  });

  it('offers no screens while a one-time password must be changed', () => {
    const nav = renderShell('inhaber', '/app/password', true);
    expect(nav.querySelectorAll('a')).toHaveLength(0);
  });
});
