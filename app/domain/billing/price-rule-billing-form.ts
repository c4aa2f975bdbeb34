// The billing part of a price rule (issue 21), checked the same way in the browser and on the server:
// the insurer's IK (check digit validated, ik.ts), Abrechnungscode (2 digits, 46 = Taxi/Mietwagen),
// Tarifkennzeichen (5 characters), the Positionsnummer (6 digits) of each part, the waiting-time rate
// (the site: 8 € per 15 minutes), up to two surcharges (each with the legs it counts for) and whether the reduced VAT rate can apply.
// Every field is optional for SPEC.md's short form: an absent field takes its default (decision 230).
import { centsToInput, formatEuro, parseEuroToCents, parseWholeNumber } from '#app/domain/pricing/money';
import { isPlainText } from '#app/domain/text/plain-text';
import { parseIk, IK_MESSAGES } from './ik';
import type { WaitingCounting } from './leg-price';
import {
  CONDITION_MESSAGES,
  conditionValue,
  parseConditionValue,
  readCondition,
  type SurchargeCondition,
} from './surcharge-condition';

/**
 * `bedingung`: for which legs the surcharge counts (surcharge-condition.ts); absent in older rows = every
 * leg, null = stored but unreadable (never applies).
 */
export type RuleSurcharge = {
  code: string;
  label: string;
  cents: number;
  positionsnummer: string | null;
  bedingung?: SurchargeCondition | null;
};

export type PriceRuleBilling = {
  kostentraegerIk: string | null;
  abrechnungscode: string;
  tarifkennzeichen: string | null;
  posGrundpauschale: string | null;
  posKilometer: string | null;
  posWartezeit: string | null;
  wartezeitCents: number;
  wartezeitTaktMinuten: number;
  wartezeitFreiMinuten: number;
  wartezeitZaehlung: WaitingCounting;
  zuschlaege: RuleSurcharge[];
  /** The reduced rate (7 % up to 50 km) can apply: Taxi, or an insurer contract covering taxis too. */
  ustErmaessigt: boolean;
};

export const BILLING_DEFAULTS: PriceRuleBilling = {
  kostentraegerIk: null,
  abrechnungscode: '46',
  tarifkennzeichen: null,
  posGrundpauschale: null,
  posKilometer: null,
  posWartezeit: null,
  wartezeitCents: 800,
  wartezeitTaktMinuten: 15,
  wartezeitFreiMinuten: 0,
  wartezeitZaehlung: 'angefangen',
  zuschlaege: [],
  ustErmaessigt: true,
};

export const SURCHARGE_SLOTS = [1, 2] as const;
export const MAX_WAITING_CENTS = 100_000;
export const MAX_WAITING_STEP_MINUTES = 240;
export const MAX_SURCHARGE_CENTS = 100_000;
export const MAX_SURCHARGE_LABEL = 60;

export type BillingField =
  | 'kostentraegerIk'
  | 'abrechnungscode'
  | 'tarifkennzeichen'
  | 'posGrundpauschale'
  | 'posKilometer'
  | 'posWartezeit'
  | 'wartezeitBetrag'
  | 'wartezeitTakt'
  | 'wartezeitFrei'
  | 'wartezeitZaehlung'
  | 'ustErmaessigt'
  | `zuschlag${1 | 2}Bezeichnung`
  | `zuschlag${1 | 2}Betrag`
  | `zuschlag${1 | 2}Position`
  | `zuschlag${1 | 2}Bedingung`;

export type BillingParseResult =
  { success: true; data: PriceRuleBilling } | { success: false; fieldErrors: Partial<Record<BillingField, string>> };

function text(values: Record<string, unknown>, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
}

const POSITION = /^\d{6}$/;

function position(raw: string, label: string): { value: string | null } | { error: string } {
  const value = raw.replace(/\s/g, '');
  if (!value) return { value: null };
  return POSITION.test(value)
    ? { value }
    : { error: `Die Positionsnummer ${label} hat genau 6 Ziffern, z. B. 460001.` };
}

/** `name` in the nominative ("Der Zuschlag"), `accusative` for the request ("den Zuschlag"). */
function money(
  raw: string,
  fallback: number,
  max: number,
  name: string,
  accusative: string,
): { value: number } | { error: string } {
  const parsed = parseEuroToCents(raw);
  if (parsed.status === 'empty') return { value: fallback };
  if (parsed.status === 'not-a-number') return { error: `Bitte geben Sie ${accusative} als Betrag ein, z. B. 8,00.` };
  if (parsed.status === 'too-precise') return { error: 'Bitte höchstens zwei Nachkommastellen angeben (z. B. 8,00).' };
  if (parsed.value < 0) return { error: `${name} darf nicht negativ sein.` };
  if (parsed.value > max) return { error: `${name} darf höchstens ${formatEuro(max)} betragen.` };
  return { value: parsed.value };
}

function minutes(
  raw: string,
  fallback: number,
  min: number,
  max: number,
  name: string,
  accusative: string,
): { value: number } | { error: string } {
  const parsed = parseWholeNumber(raw);
  if (parsed.status === 'empty') return { value: fallback };
  if (parsed.status !== 'ok') return { error: `Bitte geben Sie ${accusative} in ganzen Minuten an.` };
  if (parsed.value < min || parsed.value > max) return { error: `${name} liegt zwischen ${min} und ${max} Minuten.` };
  return { value: parsed.value };
}

/** Parses the billing fields of the price rule form (strings, as a form sends them). */
export function parsePriceRuleBillingForm(values: Record<string, unknown>): BillingParseResult {
  const errors: Partial<Record<BillingField, string>> = {};
  const data: PriceRuleBilling = { ...BILLING_DEFAULTS, zuschlaege: [] };

  const ik = parseIk(text(values, 'kostentraegerIk'));
  if (ik.status === 'ok') data.kostentraegerIk = ik.value;
  else if (ik.status !== 'empty') errors.kostentraegerIk = IK_MESSAGES[ik.status];

  const code = text(values, 'abrechnungscode');
  if (code) {
    if (/^\d{2}$/.test(code)) data.abrechnungscode = code;
    else errors.abrechnungscode = 'Der Abrechnungscode hat genau 2 Ziffern (46 = Taxi/Mietwagen).';
  }

  const tariff = text(values, 'tarifkennzeichen').toUpperCase();
  if (tariff) {
    if (/^[0-9A-Z]{5}$/.test(tariff)) data.tarifkennzeichen = tariff;
    else
      errors.tarifkennzeichen =
        'Das Tarifkennzeichen hat genau 5 Zeichen (Tarifbereich 2 + Sondertarif 3), z. B. 06000.';
  }

  for (const [field, label, key] of [
    ['posGrundpauschale', 'der Grundpauschale', 'posGrundpauschale'],
    ['posKilometer', 'der Kilometer', 'posKilometer'],
    ['posWartezeit', 'der Wartezeit', 'posWartezeit'],
  ] as const) {
    const result = position(text(values, field), label);
    if ('error' in result) errors[field] = result.error;
    else data[key] = result.value;
  }

  const rate = money(
    text(values, 'wartezeitBetrag'),
    BILLING_DEFAULTS.wartezeitCents,
    MAX_WAITING_CENTS,
    'Der Wartezeitpreis',
    'den Wartezeitpreis',
  );
  if ('error' in rate) errors.wartezeitBetrag = rate.error;
  else data.wartezeitCents = rate.value;
  const step = minutes(
    text(values, 'wartezeitTakt'),
    BILLING_DEFAULTS.wartezeitTaktMinuten,
    1,
    MAX_WAITING_STEP_MINUTES,
    'Der Wartezeittakt',
    'den Wartezeittakt',
  );
  if ('error' in step) errors.wartezeitTakt = step.error;
  else data.wartezeitTaktMinuten = step.value;
  const free = minutes(text(values, 'wartezeitFrei'), 0, 0, 1440, 'Die freie Wartezeit', 'die freie Wartezeit');
  if ('error' in free) errors.wartezeitFrei = free.error;
  else data.wartezeitFreiMinuten = free.value;
  const counting = text(values, 'wartezeitZaehlung');
  if (counting === 'angefangen' || counting === 'vollendet') data.wartezeitZaehlung = counting;
  else if (counting) errors.wartezeitZaehlung = 'Bitte wählen Sie, wie die Wartezeit gezählt wird.';

  const vat = text(values, 'ustErmaessigt');
  if (vat === 'ja' || vat === 'nein') data.ustErmaessigt = vat === 'ja';
  else if (vat) errors.ustErmaessigt = 'Bitte wählen Sie den Umsatzsteuersatz.';

  for (const slot of SURCHARGE_SLOTS) {
    const label = text(values, `zuschlag${slot}Bezeichnung`).replace(/\s+/g, ' ');
    const amount = text(values, `zuschlag${slot}Betrag`);
    const pos = position(text(values, `zuschlag${slot}Position`), `des Zuschlags ${slot}`);
    const conditionRaw = text(values, `zuschlag${slot}Bedingung`);
    const condition = parseConditionValue(conditionRaw);
    if (!condition) errors[`zuschlag${slot}Bedingung`] = CONDITION_MESSAGES.unknown;
    if (!label && !amount) {
      if ('error' in pos) errors[`zuschlag${slot}Position`] = pos.error;
      if (condition && condition.art !== 'alle')
        errors[`zuschlag${slot}Bedingung`] = CONDITION_MESSAGES.withoutSurcharge;
      continue;
    }
    if (!label) errors[`zuschlag${slot}Bezeichnung`] = 'Bitte benennen Sie den Zuschlag (z. B. Tragestuhl).';
    else if (label.length > MAX_SURCHARGE_LABEL)
      errors[`zuschlag${slot}Bezeichnung`] = `Die Bezeichnung darf höchstens ${MAX_SURCHARGE_LABEL} Zeichen lang sein.`;
    else if (!isPlainText(label)) errors[`zuschlag${slot}Bezeichnung`] = 'Die Bezeichnung enthält unzulässige Zeichen.';
    const cents = amount
      ? money(amount, 0, MAX_SURCHARGE_CENTS, 'Der Zuschlag', 'den Zuschlag')
      : { error: 'Bitte geben Sie den Betrag des Zuschlags ein.' };
    if ('error' in cents) errors[`zuschlag${slot}Betrag`] = cents.error;
    if ('error' in pos) errors[`zuschlag${slot}Position`] = pos.error;
    if (label && condition && !('error' in cents) && !('error' in pos) && !errors[`zuschlag${slot}Bezeichnung`]) {
      data.zuschlaege.push({
        code: `z${slot}`,
        label,
        cents: cents.value,
        positionsnummer: pos.value,
        bedingung: condition,
      });
    }
  }

  return Object.keys(errors).length ? { success: false, fieldErrors: errors } : { success: true, data };
}

/** The form's field values for a stored rule (edit dialog). */
export function billingFormDefaults(rule: PriceRuleBilling): Record<string, string> {
  const values: Record<string, string> = {
    kostentraegerIk: rule.kostentraegerIk ?? '',
    abrechnungscode: rule.abrechnungscode,
    tarifkennzeichen: rule.tarifkennzeichen ?? '',
    posGrundpauschale: rule.posGrundpauschale ?? '',
    posKilometer: rule.posKilometer ?? '',
    posWartezeit: rule.posWartezeit ?? '',
    wartezeitBetrag: centsToInput(rule.wartezeitCents),
    wartezeitTakt: String(rule.wartezeitTaktMinuten),
    wartezeitFrei: String(rule.wartezeitFreiMinuten),
    wartezeitZaehlung: rule.wartezeitZaehlung,
    ustErmaessigt: rule.ustErmaessigt ? 'ja' : 'nein',
  };
  for (const slot of SURCHARGE_SLOTS) {
    const surcharge = rule.zuschlaege[slot - 1];
    values[`zuschlag${slot}Bezeichnung`] = surcharge?.label ?? '';
    values[`zuschlag${slot}Betrag`] = surcharge ? centsToInput(surcharge.cents) : '';
    values[`zuschlag${slot}Position`] = surcharge?.positionsnummer ?? '';
    const condition = surcharge?.bedingung === null ? null : readCondition(surcharge?.bedingung);
    values[`zuschlag${slot}Bedingung`] = condition ? conditionValue(condition) : '';
  }
  return values;
}
