// The secret of the iCalendar feed URL, kept in app_settings. Compared in constant time; regenerating
// it invalidates every subscription that used the old address.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { appSettings } from '#app/server/db/schema';

export const FEED_TOKEN_KEY = 'calendar_feed_token';

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

async function readToken(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, FEED_TOKEN_KEY));
  const value = row?.value as { token?: unknown } | undefined;
  return typeof value?.token === 'string' ? value.token : null;
}

/** The current token, created on first use. */
export async function getOrCreateFeedToken(db: DbOrTx): Promise<string> {
  const existing = await readToken(db);
  if (existing) return existing;
  await db
    .insert(appSettings)
    .values({ key: FEED_TOKEN_KEY, value: { token: newToken() } })
    .onConflictDoNothing();
  return (await readToken(db))!;
}

export async function regenerateFeedToken(db: DbOrTx): Promise<string> {
  const token = newToken();
  await db
    .insert(appSettings)
    .values({ key: FEED_TOKEN_KEY, value: { token } })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: { token }, updatedAt: new Date() } });
  return token;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** True when `candidate` is the current token (no timing difference between near and far misses). */
export async function verifyFeedToken(db: DbOrTx, candidate: string): Promise<boolean> {
  const token = await readToken(db);
  if (!token) return false;
  return timingSafeEqual(digest(candidate), digest(token));
}

/** The feed's path; the secret travels in the query string, which request logs leave out. */
export const FEED_PATH = '/kalender/fahrten.ics';

export function feedPath(token: string): string {
  return `${FEED_PATH}?key=${encodeURIComponent(token)}`;
}
