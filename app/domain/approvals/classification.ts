// Does a leg need the insurer's prior approval (Genehmigung)? The rules of § 60 SGB V and the G-BA
// Krankentransport-Richtlinie as DOMAIN.md states them, for the reasons and means of Muster 4 (2020):
//
//   genehmigungsfrei      inpatient treatment (also by KTW: § 60 Abs. 1 S. 4 SGB V asks an approval only
//                         for rides to outpatient treatment), pre-inpatient (at most 3 treatment days within
//                         the 5 days before admission), post-inpatient (at most 7 treatment days within the
//                         14 days after discharge), emergency; by Taxi/Mietwagen also an outpatient operation
//                         and "anderer Grund" (e.g. hospice)
//   gilt als genehmigt    every Taxi/Mietwagen ride to outpatient treatment (b, d and e: high-frequency
//                         treatment included) with Merkzeichen aG, Bl or H, Pflegegrad 4 or 5, or Pflegegrad 3
//                         with a permanent mobility impairment (§ 60 Abs. 1 S. 5 SGB V; not for KTW)
//   genehmigungspflichtig outpatient treatment without those marks (high-frequency treatment, a comparable
//                         exceptional case, a permanent mobility impairment, b without marks), a KTW ride to
//                         outpatient treatment, an outpatient operation or "anderer Grund" (decision 100),
//                         pre/post-inpatient treatment outside its limits, any other means
//
// Insurers may waive an approval (several do for dialysis): that is data, `InsurerWaiver`, set per insurer
// by the operator, never code. A waived leg is genehmigungsfrei with the insurer named in the reason.
import { addCalendarDays } from '#app/domain/berlin-time';
import { formatGermanDate } from '#app/domain/german-date';

export const APPROVAL_CLASSES = ['genehmigungsfrei', 'gilt_als_genehmigt', 'genehmigungspflichtig'] as const;
export type ApprovalClass = (typeof APPROVAL_CLASSES)[number];

export const APPROVAL_CLASS_LABELS: Record<ApprovalClass, string> = {
  genehmigungsfrei: 'genehmigungsfrei',
  gilt_als_genehmigt: 'gilt als genehmigt',
  genehmigungspflichtig: 'genehmigungspflichtig',
};

/** The reasons of Muster 4 section 1, with "vor-" and "nachstationär" and the three high-frequency treatments apart. */
export const TRIP_REASONS = [
  'notfall',
  'stationaer',
  'vorstationaer',
  'nachstationaer',
  'ambulante_operation',
  'ambulante_behandlung',
  'anderer_grund',
  'dialyse',
  'onkologische_strahlentherapie',
  'onkologische_chemotherapie',
  'vergleichbarer_ausnahmefall',
  'dauerhafte_mobilitaetsbeeintraechtigung',
] as const;
export type TripReason = (typeof TRIP_REASONS)[number];

/** The marks of § 60 Abs. 1 S. 5 SGB V that make a Taxi/Mietwagen ride to outpatient treatment count as approved. */
const APPROVING_MARKS_TEXT =
  'Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung';

/** The prescription form's help beside the reason: the marks count for d) and e) too, not for KTW. */
export const TRIP_REASON_HINT = `Mit ${APPROVING_MARKS_TEXT} gilt jede Taxi-/Mietwagenfahrt zur ambulanten Behandlung als genehmigt, auch bei d) und e); eine KTW-Fahrt nicht.`;

/** How staff see a reason, with its box on Muster 4 (2020). An outpatient operation has no box of its own. */
export const TRIP_REASON_LABELS: Record<TripReason, string> = {
  notfall: 'a) Notfalltransport',
  stationaer: 'a) voll-/teilstationäre Krankenhausbehandlung',
  vorstationaer: 'a) vorstationäre Behandlung',
  nachstationaer: 'a) nachstationäre Behandlung',
  ambulante_operation: 'ambulante Operation',
  ambulante_behandlung: `b) ambulante Behandlung (${APPROVING_MARKS_TEXT})`,
  anderer_grund: 'c) anderer Grund (z. B. Fahrt zum Hospiz)',
  dialyse: 'd) hochfrequente Behandlung: Dialyse',
  onkologische_strahlentherapie: 'd) hochfrequente Behandlung: onkologische Strahlentherapie',
  onkologische_chemotherapie: 'd) hochfrequente Behandlung: onkologische Chemotherapie',
  vergleichbarer_ausnahmefall: 'd) vergleichbarer Ausnahmefall',
  dauerhafte_mobilitaetsbeeintraechtigung: 'e) dauerhafte Mobilitätsbeeinträchtigung (mindestens 6 Monate)',
};

/** The reason in a sentence: "Fahrtgrund: Dialyse". */
export const TRIP_REASON_NAMES: Record<TripReason, string> = {
  notfall: 'Notfalltransport',
  stationaer: 'stationäre Behandlung',
  vorstationaer: 'vorstationäre Behandlung',
  nachstationaer: 'nachstationäre Behandlung',
  ambulante_operation: 'ambulante Operation',
  ambulante_behandlung: 'ambulante Behandlung',
  anderer_grund: 'anderer Grund',
  dialyse: 'Dialyse',
  onkologische_strahlentherapie: 'onkologische Strahlentherapie',
  onkologische_chemotherapie: 'onkologische Chemotherapie',
  vergleichbarer_ausnahmefall: 'vergleichbarer Ausnahmefall',
  dauerhafte_mobilitaetsbeeintraechtigung: 'dauerhafte Mobilitätsbeeinträchtigung',
};

/** Muster 4 section 3. The position (sitzend, Rollstuhl, Tragestuhl, liegend) does not change the class. */
export const TRANSPORT_MEANS = ['taxi_mietwagen', 'ktw', 'andere'] as const;
export type TransportMeans = (typeof TRANSPORT_MEANS)[number];

export const TRANSPORT_MEANS_LABELS: Record<TransportMeans, string> = {
  taxi_mietwagen: 'Taxi/Mietwagen',
  ktw: 'KTW',
  andere: 'anderes Beförderungsmittel',
};

/** Marks on the disability card that make an outpatient ride count as approved. */
export const APPROVING_MERKZEICHEN = ['aG', 'Bl', 'H'] as const;

/** An insurer's standing waiver (operator data): rides for `reason` by `means` need no approval. */
export type InsurerWaiver = {
  reason: TripReason;
  /** Defaults to Taxi/Mietwagen only. */
  means?: readonly TransportMeans[];
};

export type InsurerApprovalSettings = {
  /** Shown in the reason: "Die AOK Hessen verzichtet …". */
  insurerName: string;
  waivers: readonly InsurerWaiver[];
};

export type ApprovalInput = {
  reason: TripReason;
  means: TransportMeans;
  /** The leg's date, yyyy-MM-dd. */
  legDate: string;
  /** Marks on the patient's disability card, e.g. ['aG', 'G']; compared exactly as printed. */
  merkzeichen: readonly string[];
  /** 1-5, or null for none. */
  pflegegrad: number | null;
  /** Dauerhafte Beeinträchtigung der Mobilität (at least six months), as the doctor states it. */
  permanentMobilityImpairment: boolean;
  /** Required for vorstationär: the day of admission. */
  admissionDate?: string | null;
  /** Required for nachstationär: the day of discharge. */
  dischargeDate?: string | null;
  /**
   * For vor-/nachstationär: all days with a treatment ride for this hospital stay (any order, repeats
   * allowed: outbound and return of one day are one treatment day). The leg's own date counts anyway.
   */
  treatmentDates?: readonly string[];
  insurer?: InsurerApprovalSettings | null;
};

export type ApprovalClassification = {
  class: ApprovalClass;
  /** The German reason shown to staff. */
  reason: string;
};

export const PRE_INPATIENT_MAX_DAYS = 3;
export const PRE_INPATIENT_WINDOW_DAYS = 5;
export const POST_INPATIENT_MAX_DAYS = 7;
export const POST_INPATIENT_WINDOW_DAYS = 14;

const free = (reason: string): ApprovalClassification => ({ class: 'genehmigungsfrei', reason });
const deemed = (reason: string): ApprovalClassification => ({ class: 'gilt_als_genehmigt', reason });
const needed = (reason: string): ApprovalClassification => ({ class: 'genehmigungspflichtig', reason });

/**
 * Is `date` one of the first `maxDays` distinct treatment days inside [windowStart, windowEnd]?
 * Days outside the window do not use up the allowance.
 */
function withinTreatmentAllowance(
  date: string,
  treatmentDates: readonly string[],
  windowStart: string,
  windowEnd: string,
  maxDays: number,
): 'ok' | 'outside-window' | 'too-many-days' {
  if (date < windowStart || date > windowEnd) return 'outside-window';
  const days = [...new Set([...treatmentDates, date])].filter((d) => d >= windowStart && d <= windowEnd).sort();
  return days.indexOf(date) < maxDays ? 'ok' : 'too-many-days';
}

/** The periods before admission and after discharge (§ 115a SGB V) with their limits. */
const AROUND_STAY = {
  vorstationaer: {
    name: 'Vorstationäre Behandlung',
    anchor: 'admissionDate',
    missing: 'Aufnahmedatum',
    when: 'vor der Aufnahme',
    firstDay: -PRE_INPATIENT_WINDOW_DAYS,
    lastDay: -1,
    windowDays: PRE_INPATIENT_WINDOW_DAYS,
    maxDays: PRE_INPATIENT_MAX_DAYS,
  },
  nachstationaer: {
    name: 'Nachstationäre Behandlung',
    anchor: 'dischargeDate',
    missing: 'Entlassungsdatum',
    when: 'nach der Entlassung',
    firstDay: 1,
    lastDay: POST_INPATIENT_WINDOW_DAYS,
    windowDays: POST_INPATIENT_WINDOW_DAYS,
    maxDays: POST_INPATIENT_MAX_DAYS,
  },
} as const;

function classifyAroundStay(kind: keyof typeof AROUND_STAY, input: ApprovalInput): ApprovalClassification {
  const period = AROUND_STAY[kind];
  const anchor = input[period.anchor];
  if (!anchor) return needed(`${period.name}: Ohne ${period.missing} lässt sich die Frist nicht prüfen.`);
  const check = withinTreatmentAllowance(
    input.legDate,
    input.treatmentDates ?? [],
    addCalendarDays(anchor, period.firstDay),
    addCalendarDays(anchor, period.lastDay),
    period.maxDays,
  );
  const when = `${period.when} am ${formatGermanDate(anchor)}`;
  if (check === 'ok') return free(`${period.name} ${when}: genehmigungsfrei.`);
  return needed(
    check === 'outside-window'
      ? `${period.name} nur innerhalb von ${period.windowDays} Tagen ${when} genehmigungsfrei; diese Fahrt liegt außerhalb.`
      : `${period.name}: höchstens ${period.maxDays} Behandlungstage ${when} sind genehmigungsfrei; dies wäre der ${period.maxDays + 1}. oder spätere.`,
  );
}

const HIGH_FREQUENCY_REASONS: ReadonlySet<TripReason> = new Set<TripReason>([
  'dialyse',
  'onkologische_strahlentherapie',
  'onkologische_chemotherapie',
]);

const WITHOUT_MARKS = `ohne ${APPROVING_MARKS_TEXT}`;

/** "Dialyse" → the reason at the start of a sentence. */
const reasonSubject = (reason: TripReason) => {
  const name = TRIP_REASON_NAMES[reason];
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * The mark that makes an outpatient ride count as approved, as the reason names it, or null. Reason e)
 * is the doctor's statement of a permanent mobility impairment itself, so with Pflegegrad 3 it suffices.
 */
function approvingMark(input: ApprovalInput): string | null {
  const mark = APPROVING_MERKZEICHEN.find((m) => input.merkzeichen.includes(m));
  if (mark) return `Merkzeichen ${mark}`;
  const grade = input.pflegegrad;
  if (grade === 4 || grade === 5) return `Pflegegrad ${grade}`;
  if (grade !== 3) return null;
  if (input.reason === 'dauerhafte_mobilitaetsbeeintraechtigung') return 'Pflegegrad 3';
  return input.permanentMobilityImpairment ? 'Pflegegrad 3 und dauerhafter Mobilitätsbeeinträchtigung' : null;
}

/** Taxi/Mietwagen to outpatient treatment (b, d, e): counts as approved with the marks, else needs the approval. */
function classifyOutpatient(input: ApprovalInput): ApprovalClassification {
  const mark = approvingMark(input);
  if (mark) return deemed(`${reasonSubject(input.reason)} mit ${mark}: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).`);
  const subject = HIGH_FREQUENCY_REASONS.has(input.reason)
    ? `Hochfrequente Behandlung (${TRIP_REASON_NAMES[input.reason]})`
    : reasonSubject(input.reason);
  if (input.pflegegrad === 3) {
    return needed(`${subject} mit Pflegegrad 3 ohne dauerhafte Mobilitätsbeeinträchtigung: Genehmigung nötig.`);
  }
  return needed(`${subject}: Genehmigung nötig (${WITHOUT_MARKS}).`);
}

/**
 * KTW (§ 60 Abs. 1 S. 4 SGB V): an approval only for rides to outpatient treatment. Inpatient treatment and
 * pre-/post-inpatient treatment within its limits (§ 115a SGB V, part of hospital treatment) need none; an
 * outpatient operation and "anderer Grund" keep it (decision 100). The marks of S. 5 do not apply.
 */
function classifyKtw(input: ApprovalInput): ApprovalClassification {
  switch (input.reason) {
    case 'stationaer':
      return free(
        'KTW-Fahrt zur voll- oder teilstationären Krankenhausbehandlung: genehmigungsfrei (die Genehmigung nach § 60 Abs. 1 S. 4 SGB V gilt nur für ambulante Behandlung).',
      );
    case 'vorstationaer':
    case 'nachstationaer':
      return classifyAroundStay(input.reason, input);
    case 'anderer_grund':
      return needed('KTW-Fahrt aus anderem Grund: Genehmigung der Krankenkasse nötig.');
    default:
      return needed(
        'Fahrten mit dem Krankentransportwagen (KTW) zur ambulanten Behandlung brauchen eine Genehmigung der Krankenkasse (§ 60 Abs. 1 S. 4 SGB V).',
      );
  }
}

function classifyByRules(input: ApprovalInput): ApprovalClassification {
  const { reason, means } = input;
  if (reason === 'notfall') return free('Notfalltransport: keine vorherige Genehmigung nötig.');
  if (means === 'ktw') return classifyKtw(input);
  if (means === 'andere') return needed('Für dieses Beförderungsmittel ist eine Genehmigung der Krankenkasse nötig.');
  switch (reason) {
    case 'stationaer':
      return free('Fahrt zur voll- oder teilstationären Krankenhausbehandlung: genehmigungsfrei.');
    case 'ambulante_operation':
      return free('Fahrt zur ambulanten Operation: genehmigungsfrei.');
    case 'anderer_grund':
      return free(
        'Anderer Grund (z. B. Fahrt zum Hospiz): genehmigungsfrei; der Grund muss auf der Verordnung stehen.',
      );
    case 'vorstationaer':
    case 'nachstationaer':
      return classifyAroundStay(reason, input);
    case 'ambulante_behandlung':
    case 'dialyse':
    case 'onkologische_strahlentherapie':
    case 'onkologische_chemotherapie':
    case 'vergleichbarer_ausnahmefall':
    case 'dauerhafte_mobilitaetsbeeintraechtigung':
      return classifyOutpatient(input);
  }
}

/** The approval class of one leg with its German reason. */
export function classifyApproval(input: ApprovalInput): ApprovalClassification {
  const result = classifyByRules(input);
  if (result.class !== 'genehmigungspflichtig' || !input.insurer) return result;
  const waiver = input.insurer.waivers.find(
    (w) => w.reason === input.reason && (w.means ?? ['taxi_mietwagen']).includes(input.means),
  );
  if (!waiver) return result;
  return free(
    `${input.insurer.insurerName} verzichtet auf die Genehmigung (Fahrtgrund: ${TRIP_REASON_NAMES[input.reason]}; Einstellung der Krankenkasse).`,
  );
}
