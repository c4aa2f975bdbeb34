// A ride the patient already has (issue 37): "Neue Buchung" and "Neue Serie" warn before they save a
// ride that duplicates one of the same patient, the way the slot capacity warns: the server finds it and
// answers with the warning, the form shows it with the explicit override "Trotzdem buchen".
//
// A duplicate is a leg of the same patient, on the same day, in the same direction (Hinfahrt or
// Rückfahrt), that is not cancelled (the lifecycle's predicate, as every list reads it), whose pickup time
// lies within DUPLICATE_WINDOW_MINUTES of the new one (both ends included). A "nach Termin" return has no
// time to compare: its outbound leg tells whether the ride is booked twice (two appointments of one day
// each have their own "nach Termin" return).
import { formatGermanDate } from '#app/domain/calendar-days';
import { isCancelled, type RideState } from './lifecycle';
import { LEG_KIND_LABELS, NACH_TERMIN_LABEL, type Leg } from './legs';

export const DUPLICATE_WINDOW_MINUTES = 60;

/** The form field that says "book anyway" after the warning. */
export const DUPLICATE_OVERRIDE_FIELD = 'duplicateOverride';

/** At most this many clashing dates are named in one warning. */
const LISTED_DATES = 8;

/** A leg about to be booked. */
export type NewLeg = Pick<Leg, 'kind' | 'datum' | 'uhrzeit'>;

/** A leg the patient already has, with its order's number and the state the lifecycle reads. */
export type PatientLeg = NewLeg & { patientId: string | null; bookingNumber: string; ride: RideState };

export type DuplicateRide = { leg: NewLeg; existing: PatientLeg };

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Does `existing` (a leg of `patientId`) duplicate the new `leg`? */
export function isDuplicateLeg(patientId: string, leg: NewLeg, existing: PatientLeg): boolean {
  if (existing.patientId !== patientId || existing.kind !== leg.kind || existing.datum !== leg.datum) return false;
  if (isCancelled(existing.ride)) return false;
  if (leg.uhrzeit === null || existing.uhrzeit === null) return false;
  return Math.abs(minutesOf(leg.uhrzeit) - minutesOf(existing.uhrzeit)) <= DUPLICATE_WINDOW_MINUTES;
}

/** Each new leg with the first existing leg it duplicates, in the order of `planned`. */
export function duplicateRides(
  patientId: string,
  planned: readonly NewLeg[],
  existing: readonly PatientLeg[],
): DuplicateRide[] {
  return planned.flatMap((leg) => {
    const found = existing.find((other) => isDuplicateLeg(patientId, leg, other));
    return found ? [{ leg, existing: found }] : [];
  });
}

/** The orders the patient already has among `duplicates`, each once, in order (for the history). */
export function duplicateOrderNumbers(duplicates: readonly DuplicateRide[]): string[] {
  return [...new Set(duplicates.map((duplicate) => duplicate.existing.bookingNumber))];
}

/** The dates of `duplicates`, each once, ascending (for the series' history). */
export function duplicateDates(duplicates: readonly DuplicateRide[]): string[] {
  return [...new Set(duplicates.map((duplicate) => duplicate.leg.datum))].sort();
}

function existingText({ existing }: DuplicateRide): string {
  const time = existing.uhrzeit ? `${existing.uhrzeit} Uhr` : NACH_TERMIN_LABEL;
  return `${LEG_KIND_LABELS[existing.kind]} ${time}, ${existing.bookingNumber}`;
}

/**
 * The warning, naming every clashing date (at most LISTED_DATES, then how many more) with the rides the
 * patient already has there.
 */
export function duplicateWarning(duplicates: readonly DuplicateRide[]): string {
  const byDate = new Map<string, string[]>();
  for (const duplicate of duplicates) {
    const texts = byDate.get(duplicate.leg.datum) ?? [];
    const text = existingText(duplicate);
    if (!texts.includes(text)) texts.push(text);
    byDate.set(duplicate.leg.datum, texts);
  }
  const dates = [...byDate.keys()].sort();
  const named = dates
    .slice(0, LISTED_DATES)
    .map((date) => `${formatGermanDate(date)} (${byDate.get(date)!.join('; ')})`);
  const more = dates.length > LISTED_DATES ? ` und ${dates.length - LISTED_DATES} weitere Tage` : '';
  const head =
    dates.length === 1
      ? `Der Patient hat am ${named[0]} bereits eine Fahrt zu dieser Zeit.`
      : `Der Patient hat an ${dates.length} Tagen bereits Fahrten zu dieser Zeit: ${named.join(', ')}${more}.`;
  return `${head} Bitte prüfen Sie, ob die Fahrt doppelt gebucht wird; zum Anlegen „Trotzdem buchen“ ankreuzen.`;
}
