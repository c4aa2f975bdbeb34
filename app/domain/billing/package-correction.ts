// Correcting a ride already billed in a monthly package (issue 36, decision 251): never a silent edit.
// Staff state the corrected km / waiting time (or withdraw the claim) and why; the insurer's next package
// carries a correction line with the old and the new claim and their difference. Pure: the form, the
// claim arithmetic and the correction file's columns (German CSV conventions as the package's).
import { BOOKING_NUMBER_PATTERN } from '#app/domain/booking-number';
import { formatGermanDate } from '#app/domain/german-date';
import { formatAmount } from '#app/domain/pricing/money';
import type { LegKind } from '#app/domain/rides/legs';
import { parseKmField, parseWaitingField } from './leg-values-form';
import { csvKm } from './package-csv';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

export const MAX_CORRECTION_REASON = 500;

export type CorrectionInput = {
  bookingNumber: string;
  leg: LegKind;
  /** null: keep the ride's km. */
  km: number | null;
  /** null: keep the ride's waiting time. */
  wartezeitMinuten: number | null;
  /** The ride is not billable after all: the claim becomes 0. */
  nichtAbrechnen: boolean;
  grund: string;
};

export type CorrectionField = 'buchungsnummer' | 'fahrt' | 'km' | 'wartezeit' | 'grund';
export type CorrectionFormResult =
  { success: true; data: CorrectionInput } | { success: false; fieldErrors: Partial<Record<CorrectionField, string>> };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function parseCorrectionForm(values: Record<string, unknown>): CorrectionFormResult {
  const fieldErrors: Partial<Record<CorrectionField, string>> = {};
  const bookingNumber = text(values.buchungsnummer).toUpperCase();
  if (!BOOKING_NUMBER_PATTERN.test(bookingNumber))
    fieldErrors.buchungsnummer = 'Bitte geben Sie die Buchungsnummer ein, z. B. KF-2026-00042.';
  const leg = values.fahrt === 'hin' || values.fahrt === 'rueck' ? values.fahrt : null;
  if (!leg) fieldErrors.fahrt = 'Bitte wählen Sie die Hinfahrt oder die Rückfahrt.';
  const nichtAbrechnen = values.nichtAbrechnen === 'on' || values.nichtAbrechnen === 'true';
  const km = parseKmField(values.km);
  const wait = parseWaitingField(values.wartezeit);
  if (!nichtAbrechnen) {
    if (km.error) fieldErrors.km = km.error;
    if (wait.error) fieldErrors.wartezeit = wait.error;
    if (!km.error && !wait.error && km.value === null && wait.value === null) {
      fieldErrors.km =
        'Bitte geben Sie die richtigen Kilometer oder die richtige Wartezeit ein, oder wählen Sie „Fahrt nicht abrechnen“.';
    }
  }
  const grund = text(values.grund).replace(/\s+/g, ' ');
  if (!grund) fieldErrors.grund = 'Bitte geben Sie den Grund der Korrektur an.';
  else if (grund.length > MAX_CORRECTION_REASON)
    fieldErrors.grund = `Der Grund darf höchstens ${MAX_CORRECTION_REASON} Zeichen lang sein.`;
  if (Object.keys(fieldErrors).length || !leg) return { success: false, fieldErrors };
  return {
    success: true,
    data: {
      bookingNumber,
      leg,
      km: nichtAbrechnen ? null : km.value,
      wartezeitMinuten: nichtAbrechnen ? null : wait.value,
      nichtAbrechnen,
      grund,
    },
  };
}

/** A ride's claim as billed or as corrected: its values and amounts (gross cents). */
export type RideClaim = {
  km: number | null;
  wartezeitMinuten: number | null;
  betragCents: number;
  zuzahlungCents: number;
  ustSatz: number;
  ustCents: number;
};

/** What the insurer owes for the ride: the price less the patient's co-payment. */
export function forderungCents(claim: Pick<RideClaim, 'betragCents' | 'zuzahlungCents'>): number {
  return claim.betragCents - claim.zuzahlungCents;
}

/** A withdrawn claim: nothing owed, nothing to pay for the patient. */
export function withdrawnClaim(claim: RideClaim): RideClaim {
  return { ...claim, betragCents: 0, zuzahlungCents: 0, ustCents: 0 };
}

/** Whether a correction would change nothing the insurer was billed (then none is sent). */
export function sameClaim(a: RideClaim, b: RideClaim): boolean {
  return (
    a.km === b.km &&
    (a.wartezeitMinuten ?? 0) === (b.wartezeitMinuten ?? 0) &&
    a.betragCents === b.betragCents &&
    a.zuzahlungCents === b.zuzahlungCents &&
    a.ustSatz === b.ustSatz &&
    a.ustCents === b.ustCents
  );
}

/** A correction line of a package. */
export type CorrectionLine = {
  leistungserbringerIk: string;
  kostentraegerIk: string;
  bookingNumber: string;
  kind: LegKind;
  datum: string;
  nachname: string;
  vorname: string;
  versichertennummer: string | null;
  /** The month of the package that billed the ride first (JJJJ-MM). */
  billedMonat: string;
  nichtAbrechnen: boolean;
  vorher: RideClaim;
  neu: RideClaim;
  grund: string;
};

export const CORRECTION_COLUMNS = [
  'IK Leistungserbringer',
  'Buchungsnummer',
  'Fahrt',
  'Datum',
  'Nachname',
  'Vorname',
  'Versichertennummer',
  'IK Kostenträger',
  'Abgerechnet im Monat',
  'Art',
  'km bisher',
  'km neu',
  'Wartezeit bisher',
  'Wartezeit neu',
  'Betrag bisher',
  'Betrag neu',
  'Zuzahlung bisher',
  'Zuzahlung neu',
  'Forderung bisher',
  'Forderung neu',
  'Differenz Forderung',
  'USt-Satz neu',
  'USt-Betrag neu',
  'Grund',
] as const;

/** The number columns of the corrections' CSV (see PACKAGE_NUMBER_COLUMNS): a negative difference stays a number. */
export const CORRECTION_NUMBER_COLUMNS: ReadonlySet<string> = new Set<(typeof CORRECTION_COLUMNS)[number]>([
  'km bisher',
  'km neu',
  'Wartezeit bisher',
  'Wartezeit neu',
  'Betrag bisher',
  'Betrag neu',
  'Zuzahlung bisher',
  'Zuzahlung neu',
  'Forderung bisher',
  'Forderung neu',
  'Differenz Forderung',
  'USt-Satz neu',
  'USt-Betrag neu',
]);

function optionalKm(value: number | null): string {
  return value === null ? '' : csvKm(value);
}

/** "Storno" when the claim is withdrawn, else "Korrektur". */
export function correctionArt(line: Pick<CorrectionLine, 'nichtAbrechnen'>): 'Storno' | 'Korrektur' {
  return line.nichtAbrechnen ? 'Storno' : 'Korrektur';
}

/** One correction as the file's fields, in CORRECTION_COLUMNS order. */
export function correctionCsvRecord(line: CorrectionLine): string[] {
  const [year, month] = line.billedMonat.split('-');
  return [
    line.leistungserbringerIk,
    line.bookingNumber,
    LEG_KIND_LABELS[line.kind],
    formatGermanDate(line.datum),
    line.nachname,
    line.vorname,
    line.versichertennummer ?? '',
    line.kostentraegerIk,
    `${month}.${year}`,
    correctionArt(line),
    optionalKm(line.vorher.km),
    optionalKm(line.neu.km),
    String(line.vorher.wartezeitMinuten ?? 0),
    String(line.neu.wartezeitMinuten ?? 0),
    formatAmount(line.vorher.betragCents),
    formatAmount(line.neu.betragCents),
    formatAmount(line.vorher.zuzahlungCents),
    formatAmount(line.neu.zuzahlungCents),
    formatAmount(forderungCents(line.vorher)),
    formatAmount(forderungCents(line.neu)),
    formatAmount(forderungCents(line.neu) - forderungCents(line.vorher)),
    String(line.neu.ustSatz),
    formatAmount(line.neu.ustCents),
    line.grund,
  ];
}

/** The correction form's start from the URL (`?korrektur=KF-…&fahrt=hin`, the booking details' link); null otherwise. */
export function correctionPrefill(params: URLSearchParams): { buchungsnummer: string; fahrt: LegKind } | null {
  const number = (params.get('korrektur') ?? '').trim().toUpperCase();
  const fahrt = params.get('fahrt') === 'rueck' ? 'rueck' : 'hin';
  return BOOKING_NUMBER_PATTERN.test(number) ? { buchungsnummer: number, fahrt } : null;
}

/** The link from a billed ride to its correction form. */
export function correctionHref(bookingNumber: string, leg: LegKind): string {
  return `/app/billing?${new URLSearchParams({ korrektur: bookingNumber, fahrt: leg })}#korrekturen`;
}
