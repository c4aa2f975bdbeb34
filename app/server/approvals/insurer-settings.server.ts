// Per-insurer operator data of issue 18 (table insurer_settings): the reasons for which an insurer waives
// its approval (e.g. dialysis) and which legs of a series carry a co-payment; the kind of the payer and a
// hospital's invoice address (issue 38). Edited on /app/approvals ("Einstellungen der Krankenkassen",
// Inhaber only); read by the approval classification and the payer (payerOf) of every leg.
import { asc, eq, sql } from 'drizzle-orm';
import {
  TRIP_REASONS,
  TRANSPORT_MEANS,
  type InsurerApprovalSettings,
  type InsurerWaiver,
  type TransportMeans,
  type TripReason,
} from '#app/domain/approvals/classification';
import {
  insurerSettingsSchema,
  PAYER_KINDS,
  type InsurerSettingsInput,
  type PayerKind,
} from '#app/domain/approvals/insurer-settings-form';
import type { SeriesChargeRule } from '#app/domain/billing/co-payment';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { insurerSettings, type StoredInsurerWaiver } from '#app/server/db/schema';
import { parseForm } from '#app/server/http/action-response.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { conflict, isUniqueViolation, isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import { preparedPerDb } from '#app/server/db/prepared.server';

export type InsurerSettingsRow = {
  id: string;
  krankenkasse: string;
  waivers: InsurerWaiver[];
  seriesRule: SeriesChargeRule;
  /** "Art des Kostenträgers" (issue 38): payerOf reads it. */
  art: PayerKind;
  /** A hospital's invoice address (null for other kinds). */
  rechnungsanschrift: string | null;
};

/** Stored waivers, keeping only reasons and means the rules know (old or hand-edited rows). */
function waiversOf(stored: StoredInsurerWaiver[]): InsurerWaiver[] {
  return stored
    .filter((w): w is { reason: TripReason; means?: string[] } =>
      (TRIP_REASONS as readonly string[]).includes(w.reason),
    )
    .map((w) => {
      const means = (w.means ?? []).filter((m): m is TransportMeans =>
        (TRANSPORT_MEANS as readonly string[]).includes(m),
      );
      return means.length ? { reason: w.reason, means } : { reason: w.reason };
    });
}

function toRow(row: typeof insurerSettings.$inferSelect): InsurerSettingsRow {
  return {
    id: row.id,
    krankenkasse: row.krankenkasse,
    waivers: waiversOf(row.genehmigungVerzicht),
    seriesRule: row.serienZuzahlung === 'erste_und_letzte' ? 'erste_und_letzte' : 'jede_fahrt',
    art: (PAYER_KINDS as readonly string[]).includes(row.kostentraegerArt) ? row.kostentraegerArt : 'krankenkasse',
    rechnungsanschrift: row.rechnungsanschrift,
  };
}

const allInsurerSettings = preparedPerDb((db) =>
  db.select().from(insurerSettings).orderBy(asc(insurerSettings.krankenkasse)).prepare('insurer_settings'),
);

export async function listInsurerSettings(db: DbOrTx): Promise<InsurerSettingsRow[]> {
  const rows = await allInsurerSettings(db).execute();
  return rows.map(toRow);
}

/** The settings of the insurer named on a booking (case-insensitive), or null. */
export async function insurerSettingsFor(db: DbOrTx, krankenkasse: string | null): Promise<InsurerSettingsRow | null> {
  const name = krankenkasse?.trim();
  if (!name) return null;
  const [row] = await db
    .select()
    .from(insurerSettings)
    .where(sql`lower(${insurerSettings.krankenkasse}) = lower(${name})`);
  return row ? toRow(row) : null;
}

/** What the classification needs: the insurer's name in the reason and its waivers. */
export function approvalSettingsOf(row: InsurerSettingsRow | null): InsurerApprovalSettings | null {
  return row && row.waivers.length
    ? { insurerName: `Die Krankenkasse ${row.krankenkasse}`, waivers: row.waivers }
    : null;
}

function values(input: InsurerSettingsInput) {
  return {
    krankenkasse: input.krankenkasse,
    genehmigungVerzicht: input.waivers.map((reason) => ({ reason })),
    serienZuzahlung: input.seriesRule,
    kostentraegerArt: input.art,
    rechnungsanschrift: input.rechnungsanschrift,
  };
}

const TAKEN = 'Für diese Krankenkasse gibt es schon Einstellungen. Bitte bearbeiten Sie diese.';

export async function saveInsurerSettings(
  db: Db,
  id: unknown,
  form: Record<string, unknown>,
): Promise<Result<InsurerSettingsRow>> {
  const parsed = parseForm(insurerSettingsSchema, form);
  if (!parsed.ok) return parsed;
  if (id !== null && !isUuid(id)) return notFound();
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        id === null
          ? await tx.insert(insurerSettings).values(values(parsed.value)).returning()
          : await tx.update(insurerSettings).set(values(parsed.value)).where(eq(insurerSettings.id, id)).returning();
      if (!row) return notFound();
      await notifyChange(tx, {
        entity: 'settings',
        kind: id === null ? 'insert' : 'update',
        id: row.id,
        source: 'staff',
      });
      return ok(toRow(row));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(TAKEN, { krankenkasse: TAKEN });
    throw error;
  }
}

export async function deleteInsurerSettings(db: Db, id: unknown): Promise<Result<InsurerSettingsRow>> {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(insurerSettings).where(eq(insurerSettings.id, id)).returning();
    if (!row) return notFound();
    await notifyChange(tx, { entity: 'settings', kind: 'delete', id, source: 'staff' });
    return ok(toRow(row));
  });
}
