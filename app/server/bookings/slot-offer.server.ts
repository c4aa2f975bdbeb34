// What the wizard's step 3 shows for a date: its free slots, and the next free date and time within
// 30 days when it has none (SPEC.md §4, §8).
import {
  availableSlots,
  earliestBookable,
  nextAvailable,
  searchWindow,
  type WallClock,
} from '#app/domain/booking/slots';
import { isCalendarDate } from '#app/domain/calendar-days';
import type { DbOrTx } from '#app/server/db/client.server';
import { getSlotCapacity, slotCountsBetween } from './booking-capacity.server';

export type SlotOffer = {
  /** The date asked for (or the earliest bookable date when none or an invalid one was given). */
  datum: string;
  slots: string[];
  /** The first date from `datum` on with a free slot (the date itself when it has slots), or null. */
  next: WallClock | null;
  earliest: WallClock;
};

export async function getSlotOffer(db: DbOrTx, requested: string | null, now: Date = new Date()): Promise<SlotOffer> {
  const earliest = earliestBookable(now);
  const datum = requested && isCalendarDate(requested) ? requested : earliest.date;
  const capacity = await getSlotCapacity(db);
  const window = searchWindow(datum, now);
  const counts =
    capacity > 0 && window.from <= window.to ? await slotCountsBetween(db, window.from, window.to) : new Map();
  const countsOn = (date: string) => counts.get(date) ?? {};
  return {
    datum,
    slots: availableSlots(datum, now, { capacity, counts: countsOn(datum) }),
    next: nextAvailable(datum, now, { capacity, countsOn }),
    earliest,
  };
}
