// What the Abrechnung screen shows (issue 21): the open legs by payer and the stored monthly packages.
import type { BillingProblem } from './billing-checks';
import type { Payer } from './co-payment';
import type { BillingFilter, LegPage } from './billing-list';
import type { RideClaim } from './package-correction';
import type { LegKind } from '#app/domain/rides/legs';

export type OpenLeg = {
  legId: string;
  bookingId: string;
  bookingNumber: string;
  patientName: string;
  kind: LegKind;
  datum: string;
  uhrzeit: string | null;
  km: number | null;
  wartezeitMinuten: number | null;
  /** Drop-off time HH:MM (the driver's report, else entered by staff); null when unknown. */
  abgesetztUm: string | null;
  abgesetztQuelle: 'fahrer' | 'personal' | null;
  /** What staff entered ("Abgesetzt um"), the form's value. */
  abgesetztUmErfasst: string | null;
  totalCents: number | null;
  coPaymentCents: number | null;
  problems: BillingProblem[];
  /** The type of the signed paper Transportschein staff attached (issue 37), null without one. */
  paperProofMime: string | null;
};

/** A ride of today or earlier nobody set down (issue 37): what the office completion form starts from. */
export type UncompletedLeg = {
  legId: string;
  bookingId: string;
  bookingNumber: string;
  patientName: string;
  kind: LegKind;
  datum: string;
  uhrzeit: string | null;
  abholadresse: string;
  zieladresse: string;
  /** The leg's status label ("Geplant", "Unterwegs", …). */
  status: string;
  /** The planned driver and the leg's own vehicle: the form's defaults. */
  driverId: string | null;
  driverName: string | null;
  vehicleId: string | null;
  km: number | null;
  wartezeitMinuten: number | null;
};

export type UncompletedList = { legs: UncompletedLeg[]; total: number };

export type PayerGroup = {
  key: string;
  payer: Payer;
  name: string;
  ik: string | null;
  legs: OpenLeg[];
  /** Months with legs, newest first, and how many of them are ready. */
  months: { month: string; total: number; ready: number }[];
};

/** A payer group as /app/billing shows it: counts over all its legs, the legs of one page. */
export type PagedPayerGroup = PayerGroup & { legCount: number; page: Omit<LegPage<OpenLeg>, 'items'> };

export type BillingListView = {
  filter: BillingFilter;
  /** Months with open legs, newest first. */
  months: string[];
  /** The payers with open legs in the chosen month (or all months). */
  payers: { key: string; name: string; legCount: number }[];
  groups: PagedPayerGroup[];
};

export const PAYER_LABELS: Record<Payer, string> = {
  krankenkasse: 'Krankenkasse',
  berufsgenossenschaft: 'Berufsgenossenschaft',
  krankenhaus: 'Krankenhaus',
  privat: 'Privat',
};

export type ExportFileKind = 'csv' | 'korrekturen' | 'pdf' | 'zip';

export type ExportSummary = {
  id: string;
  krankenkasse: string;
  kostentraegerIk: string;
  monat: string;
  fahrten: number;
  betragCents: number;
  zuzahlungCents: number;
  /** Correction lines for rides of earlier packages, and the sum of their claim differences. */
  korrekturen: number;
  korrekturCents: number;
  dateien: { name: string; kind: ExportFileKind; bytes: number; sha256: string }[];
  createdByLabel: string;
  createdAt: string;
};

/** A correction of a ride billed in a package, waiting for the insurer's next package (decision 251). */
export type PendingCorrection = {
  id: string;
  legId: string;
  bookingId: string;
  bookingNumber: string;
  patientName: string;
  kind: LegKind;
  datum: string;
  /** The insurer as its packages name it, and its IK. */
  krankenkasse: string;
  kostentraegerIk: string;
  /** The month of the package that billed the ride. */
  billedMonat: string;
  nichtAbrechnen: boolean;
  grund: string;
  vorher: RideClaim;
  neu: RideClaim;
  createdByLabel: string;
  createdAt: string;
};
