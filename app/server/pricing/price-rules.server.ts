// Insurer price rules (SPEC.md §2 Preise, §3): list and create as SPEC.md has them, plus edit and delete
// (issue 7). One rule per insurer (case-insensitive) and transport type: a unique index guards it.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { decimalToCents, centsToDecimal } from '#app/domain/pricing/money';
import { priceModeLabel } from '#app/domain/pricing/modes';
import { parsePriceRuleForm, type PriceRuleField, type PriceRuleInput } from '#app/domain/pricing/price-rule-form';
import type { Db, DbOrTx, Tx } from '#app/server/db/client.server';
import { priceRules, type StoredSurcharge } from '#app/server/db/schema';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import {
  conflict,
  invalid,
  isUniqueViolation,
  isUuid,
  notFound,
  type Failure,
  type Result,
} from '#app/server/use-case-result.server';
import { readCondition } from '#app/domain/billing/surcharge-condition';
import {
  parsePriceRuleBillingForm,
  type BillingField,
  type PriceRuleBilling,
} from '#app/domain/billing/price-rule-billing-form';

/** A rule with its billing part (issue 21: IK, codes, Positionsnummern, waiting time, surcharges, VAT). */
export type PriceRuleRow = { id: string } & PriceRuleInput & { billing: PriceRuleBilling };

type RuleField = PriceRuleField | BillingField;

/** The whole form: SPEC's fields and the billing fields, with the field errors of both. */
function parseRule(values: Record<string, unknown>) {
  const base = parsePriceRuleForm(values);
  const billing = parsePriceRuleBillingForm(values);
  if (!base.success || !billing.success) {
    return {
      success: false as const,
      fieldErrors: { ...(base.success ? {} : base.fieldErrors), ...(billing.success ? {} : billing.fieldErrors) },
    };
  }
  return { success: true as const, data: { ...base.data, billing: billing.data }, zeroed: base.zeroed };
}

/** A saved rule, and the fields whose non-numeric input became 0 (SPEC.md §5), to tell the user. */
export type SavedPriceRule = { rule: PriceRuleRow; zeroed: PriceRuleField[] };

function duplicateRule(insurer: string, mode: string): Failure<RuleField> {
  const message = `Für ${insurer} (${priceModeLabel(mode)}) gibt es bereits eine Preisregel. Bitte bearbeiten Sie die bestehende Regel.`;
  return conflict(message, { insurer: message });
}

const columns = {
  id: priceRules.id,
  insurer: priceRules.insurer,
  mode: priceRules.mode,
  baseFare: priceRules.baseFare,
  includedKm: priceRules.includedKm,
  perKm: priceRules.perKm,
  kostentraegerIk: priceRules.kostentraegerIk,
  abrechnungscode: priceRules.abrechnungscode,
  tarifkennzeichen: priceRules.tarifkennzeichen,
  posGrundpauschale: priceRules.posGrundpauschale,
  posKilometer: priceRules.posKilometer,
  posWartezeit: priceRules.posWartezeit,
  wartezeitCents: priceRules.wartezeitCents,
  wartezeitTaktMinuten: priceRules.wartezeitTaktMinuten,
  wartezeitFreiMinuten: priceRules.wartezeitFreiMinuten,
  wartezeitZaehlung: priceRules.wartezeitZaehlung,
  zuschlaege: priceRules.zuschlaege,
  ustErmaessigt: priceRules.ustErmaessigt,
};

type StoredRule = {
  id: string;
  insurer: string;
  mode: string;
  baseFare: string;
  includedKm: number;
  perKm: string;
} & Omit<PriceRuleBilling, 'wartezeitZaehlung' | 'zuschlaege'> & {
    wartezeitZaehlung: string;
    zuschlaege: StoredSurcharge[];
  };

function toRow(rule: StoredRule): PriceRuleRow {
  return {
    id: rule.id,
    insurer: rule.insurer,
    mode: rule.mode as PriceRuleRow['mode'],
    baseFareCents: decimalToCents(rule.baseFare),
    includedKm: rule.includedKm,
    perKmCents: decimalToCents(rule.perKm),
    billing: {
      kostentraegerIk: rule.kostentraegerIk,
      abrechnungscode: rule.abrechnungscode,
      tarifkennzeichen: rule.tarifkennzeichen,
      posGrundpauschale: rule.posGrundpauschale,
      posKilometer: rule.posKilometer,
      posWartezeit: rule.posWartezeit,
      wartezeitCents: rule.wartezeitCents,
      wartezeitTaktMinuten: rule.wartezeitTaktMinuten,
      wartezeitFreiMinuten: rule.wartezeitFreiMinuten,
      wartezeitZaehlung: rule.wartezeitZaehlung === 'vollendet' ? 'vollendet' : 'angefangen',
      zuschlaege: rule.zuschlaege.map((z) => ({ ...z, bedingung: readCondition(z.bedingung) })),
      ustErmaessigt: rule.ustErmaessigt,
    },
  };
}

const modeOrder = sql`array_position(array['sitzend','rollstuhl','tragestuhl','liegend']::text[], ${priceRules.mode})`;

/** All rules, by insurer and then in the usual order of transport types. */
export async function listPriceRules(db: DbOrTx): Promise<PriceRuleRow[]> {
  const rows = await db
    .select(columns)
    .from(priceRules)
    .orderBy(asc(sql`lower(${priceRules.insurer})`), asc(modeOrder));
  return rows.map(toRow);
}

/** The rule for an insurer (case-insensitive, spaces collapsed) and a transport type, if any. */
export async function findPriceRule(db: DbOrTx, insurer: string, mode: string): Promise<PriceRuleRow | null> {
  const name = insurer.trim().replace(/\s+/g, ' ');
  const [row] = await db
    .select(columns)
    .from(priceRules)
    .where(and(sql`lower(${priceRules.insurer}) = lower(${name})`, eq(priceRules.mode, mode)))
    .limit(1);
  return row ? toRow(row) : null;
}

async function ruleTaken(tx: Tx, input: PriceRuleInput, exceptId: string | null): Promise<boolean> {
  const same = and(sql`lower(${priceRules.insurer}) = lower(${input.insurer})`, eq(priceRules.mode, input.mode));
  const [row] = await tx
    .select({ id: priceRules.id })
    .from(priceRules)
    .where(exceptId ? and(same, ne(priceRules.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

type RuleInput = PriceRuleInput & { billing: PriceRuleBilling };

function stored(input: RuleInput) {
  return {
    insurer: input.insurer,
    mode: input.mode,
    baseFare: centsToDecimal(input.baseFareCents),
    includedKm: input.includedKm,
    perKm: centsToDecimal(input.perKmCents),
    ...input.billing,
  };
}

async function guardDuplicate<T>(input: PriceRuleInput, write: () => Promise<Result<T, RuleField>>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicateRule(input.insurer, input.mode);
    throw error;
  }
}

export async function createPriceRule(
  db: Db,
  values: Record<string, unknown>,
): Promise<Result<SavedPriceRule, RuleField>> {
  const parsed = parseRule(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const input = parsed.data;
  return guardDuplicate(input, () =>
    db.transaction(async (tx): Promise<Result<SavedPriceRule, RuleField>> => {
      if (await ruleTaken(tx, input, null)) return duplicateRule(input.insurer, input.mode);
      const [row] = await tx.insert(priceRules).values(stored(input)).returning({ id: priceRules.id });
      await notifyChange(tx, { entity: 'price_rule', kind: 'insert', id: row!.id, source: 'staff' });
      return { ok: true, value: { rule: { id: row!.id, ...input }, zeroed: parsed.zeroed } };
    }),
  );
}

export async function updatePriceRule(
  db: Db,
  id: unknown,
  values: Record<string, unknown>,
): Promise<Result<SavedPriceRule, RuleField>> {
  if (!isUuid(id)) return notFound();
  const parsed = parseRule(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const input = parsed.data;
  return guardDuplicate(input, () =>
    db.transaction(async (tx): Promise<Result<SavedPriceRule, RuleField>> => {
      const [exists] = await tx
        .select({ id: priceRules.id })
        .from(priceRules)
        .where(eq(priceRules.id, id))
        .for('update');
      if (!exists) return notFound();
      if (await ruleTaken(tx, input, id)) return duplicateRule(input.insurer, input.mode);
      await tx.update(priceRules).set(stored(input)).where(eq(priceRules.id, id));
      await notifyChange(tx, { entity: 'price_rule', kind: 'update', id, source: 'staff' });
      return { ok: true, value: { rule: { id, ...input }, zeroed: parsed.zeroed } };
    }),
  );
}

export async function deletePriceRule(db: Db, id: unknown): Promise<Result<PriceRuleRow, never>> {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(priceRules).where(eq(priceRules.id, id)).returning(columns);
    if (!row) return notFound();
    await notifyChange(tx, { entity: 'price_rule', kind: 'delete', id, source: 'staff' });
    return { ok: true as const, value: toRow(row) };
  });
}
