// How many weeks ahead series generate their bookings (issue 19): one setting, read by the generation and
// by the rides core (a series' last ride is known once its end lies within the generated window).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { appSettings } from '#app/server/db/schema';

export const SERIES_HORIZON_SETTING = 'series_horizon_weeks';
export const DEFAULT_HORIZON_WEEKS = 8;
export const MAX_HORIZON_WEEKS = 26;

export function isHorizonWeeks(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_HORIZON_WEEKS;
}

/** How many weeks ahead series generate their bookings (app_settings; default 8). */
export async function getSeriesHorizonWeeks(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SERIES_HORIZON_SETTING));
  const value = Number(row?.value ?? DEFAULT_HORIZON_WEEKS);
  return isHorizonWeeks(value) ? value : DEFAULT_HORIZON_WEEKS;
}

export async function setSeriesHorizonWeeks(db: DbOrTx, weeks: number): Promise<void> {
  if (!isHorizonWeeks(weeks)) throw new RangeError(`series horizon must be 1..${MAX_HORIZON_WEEKS} weeks`);
  await db
    .insert(appSettings)
    .values({ key: SERIES_HORIZON_SETTING, value: weeks })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: weeks, updatedAt: new Date() } });
}
