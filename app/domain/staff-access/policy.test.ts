import { describe, expect, it } from 'vitest';
import { mayOpen } from './permissions';
import {
  STAFF_NAVIGATION,
  lockMinutesLeft,
  passwordProblem,
  safeRedirectTo,
  SIGN_IN_MESSAGES,
  signInErrorMessage,
  signInLockedMessage,
} from './policy';

describe('signInErrorMessage (SPEC.md §8)', () => {
  it.each([
    [{ message: 'Invalid login credentials' }, 'Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.'],
    [
      { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      'Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.',
    ],
    [{ message: 'Email not confirmed' }, 'Bitte bestätigen Sie Ihre E-Mail-Adresse.'],
    [
      { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      'Bitte bestätigen Sie Ihre E-Mail-Adresse.',
    ],
    [{ message: 'Too many requests' }, 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.'],
    [
      { status: 429, message: 'Too many requests. Please try again later.' },
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    ],
    [{ status: 500, message: 'Database is down' }, 'Ein Fehler ist aufgetreten.'],
    [{}, 'Ein Fehler ist aufgetreten.'],
  ])('%o -> %s', (error, text) => {
    expect(signInErrorMessage(error)).toBe(text);
  });

  it('keeps the remaining §8 texts', () => {
    expect(SIGN_IN_MESSAGES.unexpected).toBe('Ein unerwarteter Fehler ist aufgetreten.');
    expect(SIGN_IN_MESSAGES.missingFields).toBe('Bitte füllen Sie alle Felder aus.');
    expect(SIGN_IN_MESSAGES.signedIn).toBe('Erfolgreich angemeldet!');
    expect(SIGN_IN_MESSAGES.signedOut).toBe('Erfolgreich abgemeldet!');
    expect(SIGN_IN_MESSAGES.signOutFailed).toBe('Fehler beim Abmelden.');
  });
});

describe('safeRedirectTo', () => {
  it.each([
    ['/app/bookings?status=pending', '/app/bookings?status=pending'],
    ['/app', '/app'],
    ['/app/drivers/', '/app/drivers/'],
    ['https://evil.example/app', '/app'],
    ['//evil.example/app', '/app'],
    ['/\\evil.example', '/app'],
    ['/login', '/app'],
    ['/application', '/app'],
    ['/app/password', '/app'],
    ['javascript:alert(1)', '/app'],
    [null, '/app'],
    [42, '/app'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirectTo(input)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  const common = new Set(['passwort1234', 'qwertzuiop12']);
  const isCommon = (candidate: string) => common.has(candidate);
  it('requires 12 characters', () => {
    expect(passwordProblem('kurz-11-chr', isCommon)).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
    expect(passwordProblem('genau-12-chr', isCommon)).toBeNull();
  });
  it('refuses a common password, whatever its case', () => {
    expect(passwordProblem('Passwort1234', isCommon)).toMatch(/zu bekannt/);
  });
  it('refuses overlong passwords', () => {
    expect(passwordProblem('x'.repeat(129), isCommon)).toMatch(/höchstens 128/);
  });
});

describe('sign-in lock duration', () => {
  const limit = { windowMs: 15 * 60_000, max: 5 };
  const now = new Date('2026-11-24T12:00:00Z');
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);

  it('is none below the limit, and failures outside the window do not count', () => {
    expect(lockMinutesLeft([1, 2, 3, 4].map(minutesAgo), limit, now)).toBeNull();
    expect(lockMinutesLeft([1, 2, 3, 4, 16].map(minutesAgo), limit, now)).toBeNull();
  });

  it('lasts until the max-th most recent failure ages out, rounded up to whole minutes', () => {
    expect(lockMinutesLeft([0, 0, 0, 0, 0].map(minutesAgo), limit, now)).toBe(15);
    expect(lockMinutesLeft([1, 2, 3, 4, 10].map(minutesAgo), limit, now)).toBe(5);
    expect(lockMinutesLeft([14.9, 1, 2, 3, 4, 5].map(minutesAgo), limit, now)).toBe(10);
    expect(lockMinutesLeft([14.99, 1, 2, 3, 4].map(minutesAgo), limit, now)).toBe(1);
  });

  it('says how long in German', () => {
    expect(signInLockedMessage(15)).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
    expect(signInLockedMessage(1)).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.');
  });
});

describe('STAFF_NAVIGATION', () => {
  it('offers Patienten to every staff role, right after Buchungen', () => {
    const at = STAFF_NAVIGATION.findIndex((entry) => entry.to === '/app/patients');
    expect(STAFF_NAVIGATION[at]).toEqual({ to: '/app/patients', label: 'Patienten' });
    expect(STAFF_NAVIGATION[at - 1]?.to).toBe('/app/bookings');
  });

  it("offers the day's work in order: Patienten, Disposition, Serien, to every staff role (issues 19, 20)", () => {
    const at = STAFF_NAVIGATION.findIndex((entry) => entry.to === '/app/patients');
    expect(STAFF_NAVIGATION.slice(at, at + 3).map((entry) => entry.label)).toEqual([
      'Patienten',
      'Disposition',
      'Serien',
    ]);
    expect(mayOpen({ role: 'disposition' }, '/app/series')).toBe(true);
    expect(mayOpen({ role: 'disposition' }, '/app/dispatch')).toBe(true);
  });
});

describe('STAFF_NAVIGATION: Disposition', () => {
  it('offers the dispatch board to every staff role (issue 20)', () => {
    expect(STAFF_NAVIGATION.find((entry) => entry.to === '/app/dispatch')).toEqual({
      to: '/app/dispatch',
      label: 'Disposition',
    });
  });
});
