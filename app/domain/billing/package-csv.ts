// The CSV of a monthly package for a billing centre (issue 21): one row per leg, the columns below in
// this order (documented in docs/features/billing.md). German conventions: semicolon as separator,
// decimal comma, dates TT.MM.JJJJ, UTF-8 with BOM (so spreadsheet programs read the umlauts). Pure: the
// server turns the records into text with csv-stringify, every cell made inert for spreadsheets there.
import { formatGermanDate } from '#app/domain/german-date';
import { formatAmount } from '#app/domain/pricing/money';
import type { PricedLine } from './leg-billing';
import { decimalCommaText } from '#app/domain/numbers';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';

export type PackageLeg = {
  /** The provider's own IK (company configuration, Einstellungen → Rechnungsdaten), check digit valid. */
  leistungserbringerIk: string;
  bookingNumber: string;
  kind: LegKind;
  nachname: string;
  vorname: string;
  geburtsdatum: string | null;
  versichertennummer: string | null;
  krankenkasse: string;
  kostentraegerIk: string;
  verordnungsdatum: string | null;
  arzt: string | null;
  lanr: string | null;
  bsnr: string | null;
  unfall: string;
  genehmigungsnummer: string | null;
  genehmigungsdatum: string | null;
  abrechnungscode: string;
  tarifkennzeichen: string | null;
  datum: string;
  uhrzeit: string | null;
  /** Drop-off time HH:MM: the driver's "Abgesetzt" report, else entered by staff; null when unknown. */
  abgesetztUm: string | null;
  abholadresse: string;
  zieladresse: string;
  km: number;
  wartezeitMinuten: number;
  lines: readonly PricedLine[];
  totalCents: number;
  coPaymentCents: number;
  vatRate: number;
  vatCents: number;
};

export const PACKAGE_COLUMNS = [
  'IK Leistungserbringer',
  'Buchungsnummer',
  'Fahrt',
  'Nachname',
  'Vorname',
  'Geburtsdatum',
  'Versichertennummer',
  'Kostenträger',
  'IK Kostenträger',
  'Verordnungsdatum',
  'Arzt',
  'LANR',
  'BSNR',
  'Unfall',
  'Genehmigungsnummer',
  'Genehmigungsdatum',
  'Abrechnungscode',
  'Tarifkennzeichen',
  'Leistungserbringergruppe',
  'Datum',
  'Uhrzeit',
  'Absetzzeit',
  'Abholort',
  'Zielort',
  'km',
  'Wartezeit Minuten',
  'Pos. Grundpauschale',
  'Betrag Grundpauschale',
  'Pos. Kilometer',
  'Menge km',
  'Betrag Kilometer',
  'Pos. Wartezeit',
  'Menge Wartezeit',
  'Betrag Wartezeit',
  'Zuschläge',
  'Betrag gesamt',
  'Zuzahlung',
  'Forderung',
  'USt-Satz',
  'USt-Betrag',
] as const;

export const UNFALL_LABELS: Record<string, string> = {
  keiner: 'nein',
  unfall: 'Unfall',
  arbeitsunfall: 'Arbeitsunfall',
  versorgungsleiden: 'Versorgungsleiden',
};

/**
 * The columns holding our own numbers (amounts, km, minutes, rates): a negative value there stays a number
 * when the writer makes every other cell inert (app/domain/text/formula-start.ts).
 */
export const PACKAGE_NUMBER_COLUMNS: ReadonlySet<string> = new Set<(typeof PACKAGE_COLUMNS)[number]>([
  'km',
  'Wartezeit Minuten',
  'Betrag Grundpauschale',
  'Menge km',
  'Betrag Kilometer',
  'Menge Wartezeit',
  'Betrag Wartezeit',
  'Betrag gesamt',
  'Zuzahlung',
  'Forderung',
  'USt-Satz',
  'USt-Betrag',
]);

/** km as the CSVs write them (docs/features/billing.md): one decimal with a comma, "63,0", "12,5". */
export function csvKm(value: number): string {
  return decimalCommaText(value, 1);
}

function date(value: string | null): string {
  return value ? formatGermanDate(value) : '';
}

/** One leg as the CSV's fields, in PACKAGE_COLUMNS order. */
export function packageCsvRecord(leg: PackageLeg): string[] {
  const line = (part: PricedLine['part']) => leg.lines.find((l) => l.part === part);
  const base = line('grundpauschale');
  const km = line('kilometer');
  const waiting = line('wartezeit');
  const surcharges = leg.lines
    .filter((l) => l.part === 'zuschlag')
    .map((l) => `${l.positionsnummer ?? ''}:${formatAmount(l.cents)}`)
    .join('|');
  return [
    leg.leistungserbringerIk,
    leg.bookingNumber,
    LEG_KIND_LABELS[leg.kind],
    leg.nachname,
    leg.vorname,
    date(leg.geburtsdatum),
    leg.versichertennummer ?? '',
    leg.krankenkasse,
    leg.kostentraegerIk,
    date(leg.verordnungsdatum),
    leg.arzt ?? '',
    leg.lanr ?? '',
    leg.bsnr ?? '',
    UNFALL_LABELS[leg.unfall] ?? leg.unfall,
    leg.genehmigungsnummer ?? '',
    date(leg.genehmigungsdatum),
    leg.abrechnungscode,
    leg.tarifkennzeichen ?? '',
    `${leg.abrechnungscode}${leg.tarifkennzeichen ?? ''}`,
    date(leg.datum),
    leg.uhrzeit ?? '',
    leg.abgesetztUm ?? '',
    leg.abholadresse,
    leg.zieladresse,
    csvKm(leg.km),
    String(leg.wartezeitMinuten),
    base?.positionsnummer ?? '',
    base ? formatAmount(base.cents) : '',
    km?.positionsnummer ?? '',
    km ? csvKm(km.quantity) : '',
    km ? formatAmount(km.cents) : '',
    waiting?.positionsnummer ?? '',
    waiting ? String(waiting.quantity) : '',
    waiting ? formatAmount(waiting.cents) : '',
    surcharges,
    formatAmount(leg.totalCents),
    formatAmount(leg.coPaymentCents),
    formatAmount(leg.totalCents - leg.coPaymentCents),
    String(leg.vatRate),
    formatAmount(leg.vatCents),
  ];
}

/** A file-name-safe form of an insurer's name ("AOK Hessen" -> "AOK-Hessen"). */
export function fileSafe(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'Kasse'
  );
}
