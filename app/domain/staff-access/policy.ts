// The staff-access rules that need no I/O: roles, session lifetimes, sign-in limits, password policy,
// safe post-sign-in targets and the German sign-in messages of SPEC.md §8.

export const STAFF_ROLES = ['inhaber', 'disposition', 'fahrer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  inhaber: 'Inhaber',
  disposition: 'Disposition',
  fahrer: 'Fahrer',
};

/** The roles the Benutzer screen creates; a fahrer account is created from its driver record (issue 20). */
export const OFFICE_ROLES = ['inhaber', 'disposition'] as const satisfies readonly StaffRole[];

export function isOfficeRole(value: unknown): value is (typeof OFFICE_ROLES)[number] {
  return typeof value === 'string' && (OFFICE_ROLES as readonly string[]).includes(value);
}

/** The drivers' app (issue 20): the only area of the role fahrer. */
export const DRIVER_APP_PATH = '/fahrer';

export function isDriverAppPath(pathname: string): boolean {
  return pathname === DRIVER_APP_PATH || pathname.startsWith(`${DRIVER_APP_PATH}/`);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** A session ends after this much inactivity. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** A session ends this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_LIFETIME_S = 12 * 60 * 60;
/** Activity is written to the session row at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** Per IP (Better Auth's limiter, on its sign-in endpoint): at most `max` attempts per `windowS`. */
export const SIGN_IN_IP_LIMIT = { windowS: 300, max: 30 } as const;
/**
 * Per account and client (decision 150): after `max` failures (wrong passwords or codes) within
 * `windowMs`, further attempts for that account are refused from that address, or from that device when
 * it is one the account has signed in on before. Other addresses and known devices are not affected, so
 * a stranger who knows an e-mail address can't lock its owner out.
 */
export const SIGN_IN_ACCOUNT_LIMIT = { windowMs: 15 * 60 * 1000, max: 5 } as const;
/** Per account from all unknown devices together: bounds guessing spread over many addresses. */
export const SIGN_IN_ACCOUNT_WIDE_LIMIT = { windowMs: 15 * 60 * 1000, max: 20 } as const;
/** A device counts as known for an account this long after its last sign-in there. */
export const KNOWN_DEVICE_DAYS = 180;

/**
 * Minutes until a limit of `max` failures per `windowMs` lets the next attempt through, given the
 * failures' times (any order), or null when it isn't reached: the max-th most recent failure must age out.
 */
export function lockMinutesLeft(failures: Date[], limit: { windowMs: number; max: number }, now: Date): number | null {
  const recent = failures.map((at) => at.getTime()).filter((at) => at > now.getTime() - limit.windowMs);
  if (recent.length < limit.max) return null;
  recent.sort((a, b) => b - a);
  const unlockAt = recent[limit.max - 1]! + limit.windowMs;
  return Math.max(1, Math.ceil((unlockAt - now.getTime()) / 60_000));
}

/** "Zu viele Anmeldeversuche" (SPEC.md §8) with how long the lock lasts. */
export function signInLockedMessage(minutes: number): string {
  return `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`;
}

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a new password is refused (German, for the form), or null when it is acceptable. */
export function passwordProblem(password: string, isCommon: (candidate: string) => boolean): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`;
  if (isCommon(password.toLowerCase()))
    return 'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wählen Sie ein anderes.';
  return null;
}

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.',
  emailNotConfirmed: 'Bitte bestätigen Sie Ihre E-Mail-Adresse.',
  tooManyRequests: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
  other: 'Ein Fehler ist aufgetreten.',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten.',
  missingFields: 'Bitte füllen Sie alle Felder aus.',
  signedIn: 'Erfolgreich angemeldet!',
  signedOut: 'Erfolgreich abgemeldet!',
  signOutFailed: 'Fehler beim Abmelden.',
} as const;

/**
 * Maps a backend sign-in error to SPEC.md §8's German text. SPEC's rules match the backend's English
 * text ("invalid login credentials", …); Better Auth's codes and status are matched as well.
 */
export function signInErrorMessage(error: { status?: number; code?: string; message?: string }): string {
  const text = `${error.code ?? ''} ${error.message ?? ''}`.toLowerCase();
  if (error.status === 429 || text.includes('too many requests') || text.includes('too_many_requests'))
    return SIGN_IN_MESSAGES.tooManyRequests;
  if (
    text.includes('invalid login credentials') ||
    text.includes('invalid_email_or_password') ||
    text.includes('invalid email or password') ||
    text.includes('credential_account_not_found')
  ) {
    return SIGN_IN_MESSAGES.invalidCredentials;
  }
  if (
    text.includes('email not confirmed') ||
    text.includes('email_not_verified') ||
    text.includes('email not verified')
  ) {
    return SIGN_IN_MESSAGES.emailNotConfirmed;
  }
  return SIGN_IN_MESSAGES.other;
}

/**
 * The target after sign-in: a same-origin path under /app or /fahrer, or /app. Anything else (absolute URLs,
 * protocol-relative `//host`, backslashes, other areas) falls back to /app.
 */
export function safeRedirectTo(value: unknown, fallback = '/app'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://kf.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://kf.invalid') return fallback;
  if (url.pathname !== '/app' && !url.pathname.startsWith('/app/') && !isDriverAppPath(url.pathname)) return fallback;
  if (url.pathname === '/app/password') return fallback;
  return `${url.pathname}${url.search}`;
}

/**
 * The sidebar of the back office (SPEC.md §2) plus the drivers' app; each entry is shown to whoever may
 * open its URL (permissions.ts, `navigationFor`): Einstellungen and Benutzer to the Inhaber, the
 * Fahrer-App to a driver who changes the one-time password.
 */
export const STAFF_NAVIGATION: readonly { to: string; label: string; end?: boolean }[] = [
  { to: '/app', label: 'Dashboard', end: true },
  { to: '/app/bookings', label: 'Buchungen' },
  { to: '/app/patients', label: 'Patienten' },
  { to: '/app/dispatch', label: 'Disposition' },
  { to: '/app/series', label: 'Serien' },
  { to: '/app/drivers', label: 'Fahrer' },
  { to: '/app/vehicles', label: 'Fahrzeuge' },
  { to: '/app/pricing', label: 'Preise' },
  { to: '/app/approvals', label: 'Genehmigungen' },
  { to: '/app/billing', label: 'Abrechnung' },
  { to: '/app/settings', label: 'Einstellungen' },
  { to: '/app/users', label: 'Benutzer' },
  { to: DRIVER_APP_PATH, label: 'Fahrer-App', end: true },
];
