// The drivers' app (issue 20): what a driver may report per leg, how a report moves the leg's status,
// proof-of-service values (km, waiting time) and which days a driver sees. Pure rules, no I/O; the use
// cases in app/server/driver-app apply them, the screen in app/driver uses the same labels and checks.
import { addCalendarDays, parseInstant } from '#app/domain/calendar-days';
import type { HandlingFlag } from '#app/domain/bookings/handling-flags';
import { isCancelled, isLocked, isMissed, isReportable, type RideState } from '#app/domain/rides/lifecycle';
import type { LegKind, LegTiming } from '#app/domain/rides/legs';
import type { LegStatus } from '#app/domain/rides/statuses';
import type { StoredLegDocumentKind } from './leg-documents';

/** The big buttons of a leg, in the order of a ride. `patient-fertig` only for "nach Termin" returns. */
export const DRIVER_REPORTS = [
  'unterwegs',
  'angekommen',
  'an-bord',
  'abgesetzt',
  'nicht-angetroffen',
  'patient-fertig',
] as const;
export type DriverReport = (typeof DRIVER_REPORTS)[number];

export const DRIVER_REPORT_LABELS: Record<DriverReport, string> = {
  unterwegs: 'Unterwegs',
  angekommen: 'Angekommen',
  'an-bord': 'Patient an Bord',
  abgesetzt: 'Abgesetzt',
  'nicht-angetroffen': 'Nicht angetroffen',
  'patient-fertig': 'Patient fertig',
};

export function isDriverReport(value: unknown): value is DriverReport {
  return typeof value === 'string' && (DRIVER_REPORTS as readonly string[]).includes(value);
}

/** The leg status a report sets; "Patient fertig" only announces that the return can start (no status). */
export const REPORT_STATUS: Record<DriverReport, LegStatus | null> = {
  unterwegs: 'unterwegs',
  angekommen: 'angekommen',
  'an-bord': 'an-bord',
  abgesetzt: 'abgesetzt',
  'nicht-angetroffen': 'nicht-angetroffen',
  'patient-fertig': null,
};

/** A leg as the report rules see it: its kind and timing, and whether the lifecycle takes reports for it. */
export type ReportableLeg = { kind: LegKind; timing: LegTiming; reportable: boolean };

/**
 * The buttons a leg shows: all five, plus "Patient fertig" for a "nach Termin" return; none when the
 * lifecycle takes no report (cancelled, nicht angetroffen, billed).
 */
export function reportsFor(leg: ReportableLeg): DriverReport[] {
  if (!leg.reportable) return [];
  const nachTermin = leg.kind === 'rueck' && leg.timing === 'nach-termin';
  return DRIVER_REPORTS.filter((report) => report !== 'patient-fertig' || nachTermin);
}

export const REASON_MAX = 300;

export const REPORT_MESSAGES = {
  unknown: 'Diese Meldung gibt es nicht.',
  notForLeg: 'Diese Meldung passt nicht zu dieser Fahrt.',
  cancelled:
    'Diese Fahrt wurde storniert. Ihre Meldung wurde nicht übernommen; bitte wenden Sie sich an die Disposition.',
  missed: 'Diese Fahrt ist als „nicht angetroffen“ gemeldet. Weitere Meldungen nimmt nur die Disposition auf.',
  locked:
    'Diese Fahrt ist bereits abgerechnet: Meldungen und Nachweise können nicht mehr geändert werden. Bitte wenden Sie sich an die Disposition.',
  reassigned: 'Diese Fahrt wurde einem anderen Fahrer zugewiesen. Ihre Meldung wurde nicht übernommen.',
  reasonMissing: 'Bitte geben Sie einen Grund an (z. B. „nicht geöffnet“).',
  reasonTooLong: `Der Grund darf höchstens ${REASON_MAX} Zeichen lang sein.`,
  time: 'Die Uhrzeit der Meldung ist ungültig.',
  clockOff:
    'Die Uhr Ihres Telefons geht falsch: Die Meldung zählt mit der Zeit ihres Eingangs. Bitte stellen Sie die Uhr des Telefons richtig.',
} as const;

/** Why the lifecycle takes no report (status, km, signature, photo) for this ride (German), or null. */
export function rideReportProblem(ride: RideState): string | null {
  if (isReportable(ride)) return null;
  if (isCancelled(ride)) return REPORT_MESSAGES.cancelled;
  if (isLocked(ride)) return REPORT_MESSAGES.locked;
  if (isMissed(ride)) return REPORT_MESSAGES.missed;
  return REPORT_MESSAGES.notForLeg;
}

/** What a card says of a leg that takes no more reports (German), or null while it takes them. */
export function closedLegText(ride: RideState): string | null {
  if (isReportable(ride)) return null;
  if (isCancelled(ride)) return 'Diese Fahrt wurde storniert.';
  if (isLocked(ride)) return 'Diese Fahrt ist abgerechnet: Meldungen und Nachweise sind abgeschlossen.';
  if (isMissed(ride)) return 'Als „nicht angetroffen“ gemeldet. Weitere Meldungen nimmt die Disposition auf.';
  return 'Diese Fahrt nimmt keine Meldungen mehr an.';
}

/** Why a status report is refused for this leg (German), or null. */
export function reportProblem(
  leg: Pick<ReportableLeg, 'kind' | 'timing'> & { ride: RideState },
  report: string,
  reason: string,
): string | null {
  if (!isDriverReport(report)) return REPORT_MESSAGES.unknown;
  const refused = rideReportProblem(leg.ride);
  if (refused) return refused;
  if (!reportsFor({ ...leg, reportable: true }).includes(report)) return REPORT_MESSAGES.notForLeg;
  if (report === 'nicht-angetroffen' && !reason.trim()) return REPORT_MESSAGES.reasonMissing;
  if (reason.length > REASON_MAX) return REPORT_MESSAGES.reasonTooLong;
  return null;
}

/** A report may be made at most this long before it reaches the server (a phone offline for a day). */
export const REPORT_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** A phone's clock may run ahead this much before the driver is told to set it right. */
export const REPORT_MAX_AHEAD_MS = 5 * 60 * 1000;

/** When a report counts as made: the phone's clock, or the server's when the phone's is off (then `phoneAt`). */
export type ReportTime = { at: Date; phoneAt: Date | null };

/**
 * The moment a report was made, from the phone's clock; null only when it is no time at all. A time in the
 * future counts as the moment the report arrives: a phone a few minutes ahead would otherwise outrank
 * every report made correctly in those minutes and pin the leg's status (issue 39). A clock more than
 * 5 minutes ahead, or a time older than the queue could be, is not refused either (the report would be
 * lost on the phone): it counts when it arrives, and the phone's time is kept beside it for the history
 * (the driver is told to set the clock right).
 */
export function reportTime(raw: string, now: Date): ReportTime | null {
  const at = parseInstant(raw);
  if (!at) return null;
  const plausible =
    at.getTime() <= now.getTime() + REPORT_MAX_AHEAD_MS && at.getTime() >= now.getTime() - REPORT_MAX_AGE_MS;
  if (!plausible) return { at: now, phoneAt: at };
  return { at: at.getTime() > now.getTime() ? now : at, phoneAt: null };
}

/**
 * The leg's status after a report made at `at`: reports arrive in order from one phone, but two phones
 * (or a late queue) may send an older report after a newer one; the newest report wins, an older one is
 * only recorded. A report that sets no status (Patient fertig) leaves it.
 */
export function statusAfterReport(
  current: LegStatus,
  latestReportAt: Date | null,
  report: DriverReport,
  at: Date,
): LegStatus {
  const next = REPORT_STATUS[report];
  if (!next) return current;
  if (latestReportAt && at.getTime() < latestReportAt.getTime()) return current;
  return next;
}

/** The days a driver sees: today and the next day (Berlin dates, yyyy-MM-dd). */
export function driverDays(today: string): [string, string] {
  return [today, addCalendarDays(today, 1)];
}

/**
 * The days whose legs accept reports: yesterday too, because a report queued offline late in the
 * evening may reach the server after midnight.
 */
export function reportableDays(today: string): [string, string, string] {
  return [addCalendarDays(today, -1), today, addCalendarDays(today, 1)];
}

export const KM_MAX = 10000;
export const WAITING_MAX = 1440;

export const PROOF_MESSAGES = {
  kmNumber: 'Bitte geben Sie die Kilometer als Zahl ein (z. B. 12,5).',
  kmRange: `Die Kilometer müssen zwischen 0 und ${KM_MAX} liegen.`,
  odometerBoth: 'Bitte geben Sie Kilometerstand Start und Ende an, oder nur die gefahrenen Kilometer.',
  odometerOrder: 'Der Kilometerstand am Ende muss größer sein als am Start.',
  waiting: `Die Wartezeit muss eine ganze Zahl von Minuten zwischen 0 und ${WAITING_MAX} sein.`,
  nothing: 'Bitte geben Sie Kilometer oder Wartezeit an.',
} as const;

export type ProofInput = { km: string; kmStart: string; kmEnde: string; wartezeit: string };
export type ProofValues = { km: number | null; wartezeitMinuten: number | null };
export type ProofResult =
  { ok: true; value: ProofValues } | { ok: false; fieldErrors: Partial<Record<keyof ProofInput, string>> };

function decimal(raw: string): number | null | 'bad' {
  const text = raw.trim().replace(',', '.');
  if (!text) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return 'bad';
  return Number(text);
}

/**
 * Km driven (directly, or from the odometer at start and end, rounded to 0.1 km) and the waiting time in
 * whole minutes. At least one of them; each within the columns' checks (0–10000 km, 0–1440 minutes).
 */
export function parseProof(input: ProofInput): ProofResult {
  const fieldErrors: Partial<Record<keyof ProofInput, string>> = {};
  let km: number | null = null;
  const direct = decimal(input.km);
  const start = decimal(input.kmStart);
  const end = decimal(input.kmEnde);
  if (direct === 'bad') fieldErrors.km = PROOF_MESSAGES.kmNumber;
  if (start === 'bad') fieldErrors.kmStart = PROOF_MESSAGES.kmNumber;
  if (end === 'bad') fieldErrors.kmEnde = PROOF_MESSAGES.kmNumber;
  if (typeof direct === 'number') km = direct;
  else if (direct === null && (start !== null || end !== null) && start !== 'bad' && end !== 'bad') {
    if (start === null) fieldErrors.kmStart = PROOF_MESSAGES.odometerBoth;
    else if (end === null) fieldErrors.kmEnde = PROOF_MESSAGES.odometerBoth;
    else if (end <= start) fieldErrors.kmEnde = PROOF_MESSAGES.odometerOrder;
    // In hundredths of a km, so that 100,1 − 99,95 is 0,15 (not 0,1499…) before rounding to 0,1 km.
    else km = Math.round((Math.round(end * 100) - Math.round(start * 100)) / 10) / 10;
  }
  if (km !== null && (km < 0 || km > KM_MAX))
    fieldErrors[typeof direct === 'number' ? 'km' : 'kmEnde'] = PROOF_MESSAGES.kmRange;
  let wartezeitMinuten: number | null = null;
  const waiting = input.wartezeit.trim();
  if (waiting) {
    if (!/^\d{1,4}$/.test(waiting) || Number(waiting) > WAITING_MAX) fieldErrors.wartezeit = PROOF_MESSAGES.waiting;
    else wartezeitMinuten = Number(waiting);
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  if (km === null && wartezeitMinuten === null) return { ok: false, fieldErrors: { km: PROOF_MESSAGES.nothing } };
  return { ok: true, value: { km, wartezeitMinuten } };
}

/** The proof documents of a leg (table leg_documents, migration 0011). */
export const LEG_DOCUMENT_KINDS = ['unterschrift', 'transportschein'] as const;
export type LegDocumentKind = (typeof LEG_DOCUMENT_KINDS)[number];
export const LEG_DOCUMENT_LABELS: Record<LegDocumentKind, string> = {
  unterschrift: 'Unterschrift',
  transportschein: 'Foto des Transportscheins',
};

/** The largest file per kind: a signature is a small PNG, a photo is downscaled by the phone before upload. */
export const LEG_DOCUMENT_MAX_BYTES: Record<LegDocumentKind, number> = {
  unterschrift: 512 * 1024,
  transportschein: 5 * 1024 * 1024,
};

export const DOCUMENT_MESSAGES = {
  missing: 'Bitte wählen Sie eine Datei bzw. unterschreiben Sie im Feld.',
  signatureType: 'Die Unterschrift konnte nicht gelesen werden. Bitte unterschreiben Sie erneut.',
  photoType: 'Bitte fotografieren Sie den Transportschein (JPEG oder PNG).',
  tooLarge: (kind: LegDocumentKind) =>
    `Die Datei ist zu groß (höchstens ${Math.round(LEG_DOCUMENT_MAX_BYTES[kind] / 1024 / (kind === 'unterschrift' ? 1 : 1024))} ${kind === 'unterschrift' ? 'KB' : 'MB'}).`,
} as const;

/** One leg as the drivers' app shows it. */
export type DriverLeg = {
  id: string;
  bookingNumber: string;
  kind: LegKind;
  timing: LegTiming;
  datum: string;
  uhrzeit: string | null;
  status: LegStatus;
  /** The lifecycle takes reports for it (not cancelled, not missed, not billed). */
  reportable: boolean;
  /** Why it takes no more reports, for the card (German), or null. */
  closedText: string | null;
  abholadresse: string;
  zieladresse: string;
  patient: string;
  telefon: string | null;
  flags: HandlingFlag[];
  /** Companions riding with the patient (issue 20). */
  begleitpersonen: number;
  /** The leg's own note and the booking's note, each once and not again when a flag already shows it (cardNotes). */
  notes: string[];
  /** The vehicle the ride is driven with (its own, else the driver's; issue 37), as the board names it, or null. */
  vehicle: string | null;
  km: number | null;
  wartezeitMinuten: number | null;
  /** The status reports received, oldest first (ISO times of the phone). */
  reports: { report: DriverReport; reportedAt: string; grund: string | null }[];
  /** The proof stored for the leg (the office's scan of the paper Transportschein too: issue 37). */
  documents: StoredLegDocumentKind[];
};

/**
 * The notes of a card: the leg's own note (the dispatcher's) and the booking's note, trimmed, each once.
 * The booking's note is usually also the booking's free-text answer, which the flags already show as
 * "Hinweis: …" (handlingFlags): then it is not repeated (issue 37).
 */
export function cardNotes(
  legNote: string | null,
  bookingNote: string | null,
  flags: readonly HandlingFlag[],
): string[] {
  const shown = new Set(flags.filter((flag) => flag.key === 'hinweis').map((flag) => flag.label));
  const notes: string[] = [];
  for (const raw of [legNote, bookingNote]) {
    const note = raw?.trim() ?? '';
    if (note && !notes.includes(note) && !shown.has(`Hinweis: ${note}`)) notes.push(note);
  }
  return notes;
}

/** Turn-by-turn navigation to an address (opens the maps app on a phone). */
export function navigationUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The leg's status as the phone shows it: the last status report still waiting in the queue wins. */
export function shownStatus(leg: Pick<DriverLeg, 'status' | 'reportable'>, queued: DriverReport[]): LegStatus {
  if (!leg.reportable) return leg.status;
  for (let i = queued.length - 1; i >= 0; i--) {
    const next = REPORT_STATUS[queued[i]!];
    if (next) return next;
  }
  return leg.status;
}

/**
 * A ride taken away from the driver (cancelled, or given to another driver): the phone shows that it is
 * gone, with no patient data (the driver no longer needs them).
 */
export type ReleasedLeg = {
  id: string;
  bookingNumber: string;
  kind: LegKind;
  timing: LegTiming;
  datum: string;
  uhrzeit: string | null;
  reason: 'storniert' | 'anderer-fahrer';
};

export const RELEASED_LEG_TEXTS: Record<ReleasedLeg['reason'], string> = {
  storniert: 'Fahrt storniert',
  'anderer-fahrer': 'Einem anderen Fahrer zugewiesen',
};
