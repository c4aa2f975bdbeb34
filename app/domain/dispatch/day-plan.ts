// A driver's day plan (issue 20): the WhatsApp text that goes with it, and the rule for what it may
// carry. The printed plan and the e-mail carry the jobs (decision 175's driver trip text per leg); the
// WhatsApp text travels as the query of a wa.me URL through a third party, so it carries no patient
// data at all: the date, how many rides, their times, legs and booking numbers, and where the full plan
// is. Never a name, address, transport type, handling instruction or note.
import { formatGermanDate } from '#app/domain/german-date';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';

export type DayPlanEntry = { uhrzeit: string | null; kind: LegKind; bookingNumber: string };

/** "07:15 Hinfahrt KF-2026-00012" or "nach Termin Rückfahrt KF-2026-00012". */
function entryLine(entry: DayPlanEntry): string {
  return `${entry.uhrzeit ? `${entry.uhrzeit} Uhr` : 'nach Termin'}: ${LEG_KIND_LABELS[entry.kind]} ${entry.bookingNumber}`;
}

/** The short WhatsApp text of a day plan (no patient data; see the rule above). */
export function dayPlanWhatsappText(driverName: string, datum: string, entries: readonly DayPlanEntry[], options: { emailed: boolean; dispatchPhone: string }): string {
  const count = entries.length === 1 ? '1 Fahrt' : `${entries.length} Fahrten`;
  const where = options.emailed ? 'Den vollständigen Tagesplan haben Sie per E-Mail erhalten.' : 'Den vollständigen Tagesplan erhalten Sie ausgedruckt in der Disposition.';
  return [
    `Hallo ${driverName}, Ihr Tagesplan für den ${formatGermanDate(datum)}: ${count}.`,
    ...entries.map(entryLine),
    `${where} Fragen bitte an die Disposition: ${options.dispatchPhone}.`,
  ].join('\n');
}

/** The subject of the day plan e-mail. */
export function dayPlanSubject(datum: string, count: number): string {
  return `Tagesplan für den ${formatGermanDate(datum)} (${count === 1 ? '1 Fahrt' : `${count} Fahrten`})`;
}
