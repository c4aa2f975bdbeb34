// Google Calendar push (DESIGN.md "Calendar sync"), only when GOOGLE_CALENDAR_ID and
// GOOGLE_SERVICE_ACCOUNT_JSON are set. A service-account JWT (RS256, signed with node:crypto) is
// exchanged for an access token; events are written with the booking's own id, so create, update and
// delete are idempotent and keyed by booking.
import { createSign } from 'node:crypto';
import { z } from 'zod';
import type { RideEvent } from './ride-events.server';

const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});

export type GoogleCalendarConfig = {
  calendarId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
  /** Overridable for tests. */
  apiBase: string;
};

export class GoogleCalendarError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GoogleCalendarError';
  }
}

export function googleCalendarConfig(
  env: { GOOGLE_CALENDAR_ID?: string; GOOGLE_SERVICE_ACCOUNT_JSON?: string },
  apiBase = 'https://www.googleapis.com/calendar/v3',
): GoogleCalendarConfig | null {
  if (!env.GOOGLE_CALENDAR_ID || !env.GOOGLE_SERVICE_ACCOUNT_JSON) return null;
  let json: unknown;
  try {
    json = JSON.parse(env.GOOGLE_SERVICE_ACCOUNT_JSON);
  } catch {
    throw new GoogleCalendarError('GOOGLE_SERVICE_ACCOUNT_JSON ist kein gültiges JSON.');
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success)
    throw new GoogleCalendarError('GOOGLE_SERVICE_ACCOUNT_JSON enthält kein Dienstkonto (client_email, private_key).');
  return {
    calendarId: env.GOOGLE_CALENDAR_ID,
    clientEmail: parsed.data.client_email,
    privateKey: parsed.data.private_key,
    tokenUri: parsed.data.token_uri,
    apiBase,
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The signed assertion of the OAuth 2.0 JWT bearer flow for a service account. */
export function signServiceAccountJwt(
  config: Pick<GoogleCalendarConfig, 'clientEmail' | 'privateKey' | 'tokenUri'>,
  now: Date,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: config.clientEmail,
      scope: 'https://www.googleapis.com/auth/calendar.events',
      aud: config.tokenUri,
      iat: issuedAt,
      exp: issuedAt + 3600,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  return `${header}.${claims}.${signer.sign(config.privateKey).toString('base64url')}`;
}

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

async function accessToken(config: GoogleCalendarConfig, now: Date): Promise<string> {
  const cacheKey = `${config.clientEmail}|${config.tokenUri}`;
  const cached = tokenCache.get(cacheKey);
  if (cached && cached.expiresAt > now.getTime() + 60_000) return cached.token;
  const response = await fetch(config.tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signServiceAccountJwt(config, now),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new GoogleCalendarError(
      `Google-Anmeldung des Dienstkontos fehlgeschlagen (HTTP ${response.status}).`,
      response.status,
    );
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new GoogleCalendarError('Google hat kein Zugriffstoken geliefert.');
  tokenCache.set(cacheKey, { token: body.access_token, expiresAt: now.getTime() + (body.expires_in ?? 3600) * 1000 });
  return body.access_token;
}

/** Google's event id for a calendar event: base32hex characters only, so the UUID's hex digits fit. */
export function googleEventId(event: Pick<RideEvent, 'uid'>): string {
  return event.uid
    .replace(/@.*$/, '')
    .replace(/[^0-9a-v]/g, '')
    .toLowerCase();
}

function eventBody(event: RideEvent) {
  return {
    id: googleEventId(event),
    summary: event.summary,
    description: event.description,
    location: event.location,
    status: event.tentative ? 'tentative' : 'confirmed',
    start: { dateTime: event.start.toISOString(), timeZone: 'Europe/Berlin' },
    end: { dateTime: event.end.toISOString(), timeZone: 'Europe/Berlin' },
  };
}

async function call(
  config: GoogleCalendarConfig,
  now: Date,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const token = await accessToken(config, now);
  return fetch(`${config.apiBase}/calendars/${encodeURIComponent(config.calendarId)}/events${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
}

function failure(action: string, response: Response): GoogleCalendarError {
  return new GoogleCalendarError(
    `Google Kalender: ${action} fehlgeschlagen (HTTP ${response.status}).`,
    response.status,
  );
}

/** Creates or replaces the event (PUT, or insert when Google does not know it yet). */
export async function upsertGoogleEvent(
  config: GoogleCalendarConfig,
  event: RideEvent,
  now = new Date(),
): Promise<string> {
  const id = googleEventId(event);
  const updated = await call(config, now, 'PUT', `/${id}`, eventBody(event));
  if (updated.ok) return id;
  if (updated.status !== 404) throw failure('Aktualisieren', updated);
  const inserted = await call(config, now, 'POST', '', eventBody(event));
  if (inserted.ok || inserted.status === 409) return id;
  throw failure('Anlegen', inserted);
}

export async function deleteGoogleEvent(
  config: GoogleCalendarConfig,
  event: Pick<RideEvent, 'uid'>,
  now = new Date(),
): Promise<void> {
  const response = await call(config, now, 'DELETE', `/${googleEventId(event)}`);
  if (response.ok || response.status === 404 || response.status === 410) return;
  throw failure('Löschen', response);
}
