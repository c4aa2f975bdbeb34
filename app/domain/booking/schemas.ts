// The wizard's four steps as Zod schemas, shared by the browser (step validation) and the server
// (intake). German messages as SPEC.md §5 writes them; where SPEC.md gives none, our own German text.
import { z } from '#app/domain/zod-jitless';
import { isEmailAddress } from '#app/domain/email-address';
import { isCalendarDate } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import { plainText } from '#app/domain/text/plain-text';
import {
  earliestBookable,
  isBookableMoment,
  isSlotTime,
  isTimeAfter,
  isWithinHorizon,
  latestBookableDate,
  TIME_PATTERN,
} from './slots';

export const MESSAGES = {
  vorname: 'Bitte geben Sie den Vornamen ein.',
  nachname: 'Bitte geben Sie den Nachnamen ein.',
  telefon: 'Nur Ziffern und optional ein führendes +',
  telefonLeer: 'Bitte geben Sie eine Telefonnummer ein.',
  // SPEC.md writes "E‑Mail" with a non-breaking hyphen (U+2011).
  email: 'Bitte geben Sie eine gültige E\u2011Mail-Adresse ein.',
  abholadresse: 'Bitte geben Sie die Abholadresse ein.',
  zieladresse: 'Bitte geben Sie die Zieladresse ein.',
  tooLong: 'Diese Angabe ist zu lang.',
  pflegegrad: 'Bitte wählen Sie einen Pflegegrad aus der Liste.',
  option: 'Bitte wählen Sie eine Option aus.',
  datum: 'Bitte wählen Sie ein Datum.',
  uhrzeit: 'Bitte wählen Sie eine Uhrzeit.',
  rueckfahrtZeit: 'Bitte geben Sie die Uhrzeit der Rückfahrt an.',
  rueckfahrtNachHinfahrt: 'Die Rückfahrt muss nach der Hinfahrt liegen.',
  tooFarAhead: (latest: string) =>
    `Online können Sie Fahrten bis zum ${formatGermanDate(latest)} buchen. Für spätere Termine rufen Sie uns bitte an.`,
  zustimmung: 'Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.',
} as const;

/** The company's service hours (company configuration, Berlin wall clock HH:mm; closes may be 24:00). */
export type ServiceHours = { opens: string; closes: string };

/** "Eine Rückfahrt ist zwischen 06:00 und 20:00 Uhr möglich." */
export function returnHoursMessage(hours: ServiceHours): string {
  return `Eine Rückfahrt ist zwischen ${hours.opens} und ${hours.closes} Uhr möglich.`;
}

/** Is `time` (HH:mm) within the service hours, both ends included? */
export function isWithinServiceHours(time: string, hours: ServiceHours): boolean {
  const minutes = (value: string) => {
    const [hh, mm] = value.split(':').map(Number) as [number, number];
    return hh * 60 + mm;
  };
  return minutes(time) >= minutes(hours.opens) && minutes(time) <= minutes(hours.closes);
}

/** "Der früheste buchbare Termin ist der 24.11.2026 um 09:15 Uhr." */
export function earliestMessage(now: Date): string {
  const earliest = earliestBookable(now);
  return `Der früheste buchbare Termin ist der ${formatGermanDate(earliest.date)} um ${earliest.time} Uhr.`;
}

/** Keeps digits and one leading + (SPEC.md §5: the phone input strips everything else). */
export function sanitizePhone(value: string): string {
  const trimmed = value.trim();
  const plus = trimmed.startsWith('+') ? '+' : '';
  return plus + trimmed.replace(/\D/g, '');
}

/** The wizard's phone rule: digits with an optional leading +, 3 to 20 digits. */
export const PHONE_PATTERN = /^\+?\d{3,20}$/;

// Names and addresses: the name kind also refuses a formula start (issue 39, plain-text.ts).
const requiredText = (message: string, max = 200) =>
  plainText(
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: MESSAGES.tooLong }),
    'name',
  );

/** An address we may send to (isEmailAddress): no address literals, bare IPs or trailing dot. */
// The plain-text rule first, so that a control character gets its own message rather than the syntax one.
export const emailField = plainText(z.string({ error: MESSAGES.email }).trim()).refine(isEmailAddress, {
  error: MESSAGES.email,
});

export const PFLEGEGRAD_OPTIONS = ['keiner', '1', '2', '3', '4', '5'] as const;

export const step1Schema = z.object({
  vorname: requiredText(MESSAGES.vorname, 100),
  nachname: requiredText(MESSAGES.nachname, 100),
  telefon: z
    .string({ error: MESSAGES.telefonLeer })
    .trim()
    .min(1, { error: MESSAGES.telefonLeer })
    .regex(PHONE_PATTERN, { error: MESSAGES.telefon }),
  email: emailField,
  abholadresse: requiredText(MESSAGES.abholadresse, 300),
  zieladresse: requiredText(MESSAGES.zieladresse, 300),
  krankenkasse: plainText(z.string().trim().max(120, { error: MESSAGES.tooLong }), 'name').default(''),
  pflegegrad: z.enum(PFLEGEGRAD_OPTIONS, { error: MESSAGES.pflegegrad }).default('keiner'),
});

const flag = z.boolean().default(false);

export const step2Schema = z
  .object({
    adipositas: flag,
    infektiös: flag,
    rollstuhl: flag,
    sehbeeinträchtigt: flag,
    weitere: flag,
    weitereHinweise: plainText(z.string().trim().max(1000, { error: MESSAGES.tooLong }), 'multi-line').default(''),
    /** '' until answered; required when rollstuhl is on. */
    barrierefreiZugang: z.enum(['', 'ja', 'nein'], { error: MESSAGES.option }).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.rollstuhl && value.barrierefreiZugang === '') {
      ctx.addIssue({ code: 'custom', path: ['barrierefreiZugang'], message: MESSAGES.option });
    }
  });

export const RUECKFAHRT_OPTIONS = ['keine', 'fest', 'nach-termin'] as const;

/** Step 3's fields alone; the rules that depend on the moment and the service hours are step3Issues. */
const step3Fields = z.object({
  datum: z.string({ error: MESSAGES.datum }).refine((value) => isCalendarDate(value), { error: MESSAGES.datum }),
  uhrzeit: z.string({ error: MESSAGES.uhrzeit }).refine((value) => isSlotTime(value), { error: MESSAGES.uhrzeit }),
  rueckfahrt: z.enum(RUECKFAHRT_OPTIONS, { error: MESSAGES.option }).default('keine'),
  rueckfahrtZeit: plainText(z.string().trim()).default(''),
});

type Step3Fields = z.output<typeof step3Fields>;

/**
 * Step 3's rules at `now`: the moment must be a slot not before the earliest bookable moment; a fixed
 * return time lies after the outbound time and within the company's service hours.
 */
function step3Issues(
  value: Step3Fields,
  now: Date,
  hours: ServiceHours,
): { path: [keyof Step3Fields]; message: string }[] {
  const issues: { path: [keyof Step3Fields]; message: string }[] = [];
  if (isCalendarDate(value.datum) && !isWithinHorizon(value.datum, now)) {
    issues.push({ path: ['datum'], message: MESSAGES.tooFarAhead(latestBookableDate(now)) });
  } else if (
    isCalendarDate(value.datum) &&
    isSlotTime(value.uhrzeit) &&
    !isBookableMoment(value.datum, value.uhrzeit, now)
  ) {
    issues.push({ path: ['uhrzeit'], message: earliestMessage(now) });
  }
  if (value.rueckfahrt === 'fest') {
    if (!TIME_PATTERN.test(value.rueckfahrtZeit)) {
      issues.push({ path: ['rueckfahrtZeit'], message: MESSAGES.rueckfahrtZeit });
    } else if (isSlotTime(value.uhrzeit) && !isTimeAfter(value.rueckfahrtZeit, value.uhrzeit)) {
      issues.push({ path: ['rueckfahrtZeit'], message: MESSAGES.rueckfahrtNachHinfahrt });
    } else if (!isWithinServiceHours(value.rueckfahrtZeit, hours)) {
      issues.push({ path: ['rueckfahrtZeit'], message: returnHoursMessage(hours) });
    }
  }
  return issues;
}

/** Step 3 at `now` (step3Fields with step3Issues). */
export function step3Schema(now: Date, hours: ServiceHours) {
  return step3Fields.superRefine((value, ctx) => {
    for (const issue of step3Issues(value, now, hours)) ctx.addIssue({ code: 'custom', ...issue });
  });
}

export const step4Schema = z.object({
  genehmigungVorhanden: flag,
  zustimmung: z.literal(true, { error: MESSAGES.zustimmung }),
  bestaetigungsEmail: emailField,
});

/** The whole submission (server side): all four steps. */
export function bookingSchema(now: Date, hours: ServiceHours) {
  return z.object({
    step1: step1Schema,
    step2: step2Schema,
    step3: step3Schema(now, hours),
    step4: step4Schema,
  });
}

export type Step1 = z.output<typeof step1Schema>;
export type Step2 = z.output<typeof step2Schema>;
export type Step3 = z.output<ReturnType<typeof step3Schema>>;
export type Step4 = z.output<typeof step4Schema>;
export type BookingInput = { step1: Step1; step2: Step2; step3: Step3; step4: Step4 };

/** The wizard's values as the browser keeps them (all fields, strings and booleans). */
export type WizardValues = {
  vorname: string;
  nachname: string;
  telefon: string;
  email: string;
  abholadresse: string;
  zieladresse: string;
  krankenkasse: string;
  pflegegrad: (typeof PFLEGEGRAD_OPTIONS)[number];
  adipositas: boolean;
  infektiös: boolean;
  rollstuhl: boolean;
  sehbeeinträchtigt: boolean;
  weitere: boolean;
  weitereHinweise: string;
  barrierefreiZugang: '' | 'ja' | 'nein';
  datum: string;
  uhrzeit: string;
  rueckfahrt: (typeof RUECKFAHRT_OPTIONS)[number];
  rueckfahrtZeit: string;
  genehmigungVorhanden: boolean;
  zustimmung: boolean;
  bestaetigungsEmail: string;
};

export const EMPTY_VALUES: WizardValues = {
  vorname: '',
  nachname: '',
  telefon: '',
  email: '',
  abholadresse: '',
  zieladresse: '',
  krankenkasse: '',
  pflegegrad: 'keiner',
  adipositas: false,
  infektiös: false,
  rollstuhl: false,
  sehbeeinträchtigt: false,
  weitere: false,
  weitereHinweise: '',
  barrierefreiZugang: '',
  datum: '',
  uhrzeit: '',
  rueckfahrt: 'keine',
  rueckfahrtZeit: '',
  genehmigungVorhanden: false,
  zustimmung: false,
  bestaetigungsEmail: '',
};

export const BOOLEAN_FIELDS = [
  'adipositas',
  'infektiös',
  'rollstuhl',
  'sehbeeinträchtigt',
  'weitere',
  'genehmigungVorhanden',
  'zustimmung',
] as const satisfies readonly (keyof WizardValues)[];

export const STEP_FIELDS = {
  1: ['vorname', 'nachname', 'telefon', 'email', 'abholadresse', 'zieladresse', 'krankenkasse', 'pflegegrad'],
  2: ['adipositas', 'infektiös', 'rollstuhl', 'sehbeeinträchtigt', 'weitere', 'weitereHinweise', 'barrierefreiZugang'],
  3: ['datum', 'uhrzeit', 'rueckfahrt', 'rueckfahrtZeit'],
  4: ['genehmigungVorhanden', 'zustimmung', 'bestaetigungsEmail'],
} as const satisfies Record<1 | 2 | 3 | 4, readonly (keyof WizardValues)[]>;

export type StepNumber = 1 | 2 | 3 | 4;
export type FieldErrors = Partial<Record<keyof WizardValues, string>>;

function pick(values: Record<string, unknown>, step: StepNumber): Record<string, unknown> {
  return Object.fromEntries(STEP_FIELDS[step].map((field) => [field, values[field]]));
}

function schemaOf(step: StepNumber, now: Date, hours: ServiceHours) {
  if (step === 1) return step1Schema;
  if (step === 2) return step2Schema;
  if (step === 3) return step3Schema(now, hours);
  return step4Schema;
}

/** The first message per field of one step (empty when the step is valid). */
export function validateStep(
  step: StepNumber,
  values: Record<string, unknown>,
  now: Date,
  hours: ServiceHours,
): FieldErrors {
  const result = schemaOf(step, now, hours).safeParse(pick(values, step));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof WizardValues;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export type ParsedBooking =
  { success: true; data: BookingInput } | { success: false; errors: FieldErrors; step: StepNumber };

/** Validates the whole submission step by step; on failure names the first invalid step. */
export function parseBooking(values: Record<string, unknown>, now: Date, hours: ServiceHours): ParsedBooking {
  const data: Partial<BookingInput> = {};
  for (const step of [1, 2, 3, 4] as const) {
    // Step 3 as step3Schema decides, without building that schema per submission (issue 15): its
    // fields, then its rules; the messages of a refusal come from validateStep as before.
    const result =
      step === 3 ? step3Fields.safeParse(pick(values, step)) : schemaOf(step, now, hours).safeParse(pick(values, step));
    const valid = result.success && (step !== 3 || step3Issues(result.data as Step3Fields, now, hours).length === 0);
    if (!valid) return { success: false, errors: validateStep(step, values, now, hours), step };
    (data as Record<string, unknown>)[`step${step}`] = result.data;
  }
  return { success: true, data: data as BookingInput };
}

/**
 * Form fields (multipart strings) into wizard values: booleans arrive as "true"/"on", a missing
 * boolean is false; repeated or non-string fields are ignored (the schemas then reject them).
 */
export function valuesFromFormEntries(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const booleans = new Set<string>(BOOLEAN_FIELDS);
  for (const field of booleans) values[field] = false;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    if (booleans.has(name)) values[name] = value === 'true' || value === 'on';
    else if (name in EMPTY_VALUES) values[name] = value;
  }
  return values;
}

/** Consent to processing health data (GDPR Art. 9): the text shown and the version stored with it. */
export const CONSENT_VERSION = '2026-11-01';
export const CONSENT_TEXT =
  'Ich willige ein, dass meine Angaben einschließlich der Gesundheitsdaten (z. B. Besonderheiten, Pflegegrad, Verordnung) zur Planung und Durchführung der Fahrt und zur Abrechnung mit der Krankenkasse verarbeitet werden (Art. 9 Abs. 2 lit. a DSGVO). Die Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen.';
