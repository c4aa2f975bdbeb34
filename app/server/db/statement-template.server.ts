// A statement whose SQL text is built once and run many times with new values (issue 15): Drizzle's
// builders cost CPU per call (each column mapped, each chunk of the statement walked and escaped), which
// for the booking insert's five-part statement was ~9 % of the intake's server CPU. A template is built
// with the same builders, named placeholders in place of values, and keeps the columns' encoders, so a
// value is stored exactly as the builder would store it.
import { is, Param, Placeholder, sql, type DriverValueEncoder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.server';

export type TemplateValues = Record<string, unknown>;

/** A placeholder per defined field of `row`, named `<prefix>.<field>` (undefined fields are left out: the column's default). */
export function placeholdersOf<T extends object>(prefix: string, row: T): { [K in keyof T]: Placeholder } {
  const result: Record<string, Placeholder> = {};
  for (const key in row) if (row[key] !== undefined) result[key] = sql.placeholder(`${prefix}.${key}`);
  return result as { [K in keyof T]: Placeholder };
}

/** The values of `row` under the names placeholdersOf gives them, added to `into`. */
export function addValues(into: TemplateValues, prefix: string, row: object): TemplateValues {
  for (const [key, value] of Object.entries(row)) if (value !== undefined) into[`${prefix}.${key}`] = value;
  return into;
}

/** The defined fields of `row`: which placeholders a template for it has (part of its cache key). */
export function shapeOf(row: object): string {
  let shape = '';
  for (const [key, value] of Object.entries(row)) if (value !== undefined) shape += `${key},`;
  return shape;
}

type Slot = { name: string; encoder: DriverValueEncoder<unknown, unknown> | null } | { name: null; constant: unknown };

/** A statement's SQL text and, per parameter, the placeholder (and its column's encoder) or constant it holds. */
export type StatementTemplate = { sql: string; slots: Slot[] };

/** The template of `statement` as the database's dialect renders it (not run). */
export function buildTemplate(db: DbOrTx, statement: SQL): StatementTemplate {
  const query = db.execute(statement).getQuery();
  const slots = query.params.map((param): Slot => {
    if (is(param, Param) && is(param.value, Placeholder)) return { name: param.value.name, encoder: param.encoder };
    if (is(param, Placeholder)) return { name: param.name, encoder: null };
    return { name: null, constant: param };
  });
  return { sql: query.sql, slots };
}

/**
 * The template's parameters with `values` in place of its placeholders. As Drizzle's builders: null stays
 * null, any other value goes through its column's encoder (JSON for jsonb, ISO text for timestamps).
 */
export function fillTemplate(template: StatementTemplate, values: TemplateValues): unknown[] {
  const params = new Array<unknown>(template.slots.length);
  for (let i = 0; i < params.length; i++) {
    const slot = template.slots[i]!;
    if (slot.name === null) {
      params[i] = slot.constant;
      continue;
    }
    if (!(slot.name in values)) throw new Error(`no value for placeholder ${slot.name}`);
    const value = values[slot.name];
    params[i] = value === null || !slot.encoder ? value : slot.encoder.mapToDriverValue(value);
  }
  return params;
}

/** Runs the template with `values` on the database or transaction; the driver's rows. */
export async function runTemplate<T>(db: DbOrTx, template: StatementTemplate, values: TemplateValues): Promise<T[]> {
  const prepared = db._.session.prepareQuery(
    { sql: template.sql, params: fillTemplate(template, values) },
    undefined,
    undefined,
    false,
  );
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
