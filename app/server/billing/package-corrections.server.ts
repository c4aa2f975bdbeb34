// Corrections of rides already in a monthly package (issue 36, decision 251). A billed ride is locked for
// the driver and the office; the one way to change what the insurer is owed is a correction recorded here
// with its reason: the ride's km / waiting time change in the same transaction (its history says so), and
// the correction waits for the insurer's next package, which carries it as a correction line (old claim,
// new claim, difference). One waiting correction per ride: a second one replaces it, and correcting back
// to what was billed withdraws it.
import { and, asc, desc, eq, inArray, isNull, isNotNull, sql } from 'drizzle-orm';
import {
  parseCorrectionForm,
  sameClaim,
  withdrawnClaim,
  type CorrectionInput,
  type RideClaim,
} from '#app/domain/billing/package-correction';
import type { PendingCorrection } from '#app/domain/billing/read-models';
import { splitGross } from '#app/domain/billing/vat';
import { isBilledOrder, isCancelled } from '#app/domain/rides/lifecycle';
import type { LegKind } from '#app/domain/rides/legs';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Db, Tx } from '#app/server/db/client.server';
import { billingCorrections, billingExportLegs, billingExports, bookings, tripLegs } from '#app/server/db/schema';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { loadLegFacts } from '#app/server/rides/leg-facts.server';
import { lockRideOfLeg, rideStateOf } from '#app/server/rides/ride-status.server';
import { conflict, invalid, ok, type Result } from '#app/server/use-case-result.server';
import { priceFromFacts } from './leg-pricing.server';
import { decimalText } from '#app/domain/numbers';

export const CORRECTION_MESSAGES = {
  invoiced:
    'Diese Fahrt ist per Rechnung abgerechnet: Korrigieren Sie sie mit einem Storno der Rechnung (Abrechnung → Rechnungen) und einer neuen Rechnung.',
  open: 'Diese Fahrt ist noch in keinem Monatspaket: Ändern Sie Kilometer und Wartezeit in der Liste der offenen Fahrten.',
  billedElsewhere:
    'Diese Buchung wurde außerhalb der Monatspakete als abgerechnet markiert: Eine Korrektur ist hier nicht möglich.',
  cancelled:
    'Diese Fahrt ist storniert. Um die Forderung zurückzuziehen, setzen Sie ein Häkchen bei „Fahrt nicht abrechnen“.',
  nothing: 'Die Angaben entsprechen der Abrechnung im Monatspaket: Es gibt nichts zu korrigieren.',
} as const;

const kmOf = (value: string | null): number | null => (value === null ? null : Number(value));
const kmValue = (km: number | null): string | null => (km === null ? null : decimalText(km, 1));

type Baseline = { billedExportId: string; claim: RideClaim };

/**
 * What the insurer was last billed for the leg: the last correction sent, else the package's row (rows
 * from before migration 0022 lack the values: the ride's locked values and the VAT of its rate then).
 */
async function billedBaseline(
  tx: Tx,
  legId: string,
  current: { km: number | null; wartezeitMinuten: number | null; ustSatz: number },
): Promise<Baseline | null> {
  const [row] = await tx.select().from(billingExportLegs).where(eq(billingExportLegs.legId, legId));
  if (!row) return null;
  const [sent] = await tx
    .select()
    .from(billingCorrections)
    .where(and(eq(billingCorrections.legId, legId), isNotNull(billingCorrections.exportId)))
    .orderBy(desc(billingCorrections.createdAt))
    .limit(1);
  if (sent) {
    return {
      billedExportId: row.exportId,
      claim: {
        km: kmOf(sent.kmNeu),
        wartezeitMinuten: sent.wartezeitNeu,
        betragCents: sent.betragNeuCents,
        zuzahlungCents: sent.zuzahlungNeuCents,
        ustSatz: sent.ustSatzNeu,
        ustCents: sent.ustNeuCents,
      },
    };
  }
  // A row from before migration 0022 has no VAT rate (every newer row has one).
  const old = row.ustSatz === null;
  const ustSatz = row.ustSatz ?? current.ustSatz;
  return {
    billedExportId: row.exportId,
    claim: {
      km: old ? current.km : kmOf(row.km),
      wartezeitMinuten: old ? current.wartezeitMinuten : row.wartezeitMinuten,
      betragCents: row.betragCents,
      zuzahlungCents: row.zuzahlungCents,
      ustSatz,
      ustCents: row.ustCents ?? splitGross(row.betragCents, ustSatz).vatCents,
    },
  };
}

export type RecordedCorrection = {
  bookingNumber: string;
  leg: LegKind;
  state: 'vorgemerkt' | 'zurueckgezogen';
  differenzCents: number;
};

/** Records (or replaces, or withdraws) the correction of a ride billed in a package. */
export async function correctBilledLeg(
  db: Db,
  actor: Actor,
  values: Record<string, unknown>,
): Promise<Result<RecordedCorrection>> {
  const parsed = parseCorrectionForm(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const input: CorrectionInput = parsed.data;
  return db.transaction(async (tx): Promise<Result<RecordedCorrection>> => {
    const [target] = await tx
      .select({ legId: tripLegs.id })
      .from(tripLegs)
      .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
      .where(and(eq(bookings.bookingNumber, input.bookingNumber), eq(tripLegs.kind, input.leg)));
    if (!target) {
      const [booking] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.bookingNumber, input.bookingNumber));
      return booking
        ? invalid({ fahrt: 'Diese Buchung hat keine Rückfahrt.' })
        : invalid({ buchungsnummer: `Eine Buchung ${input.bookingNumber} gibt es nicht.` });
    }
    const found = await lockRideOfLeg(tx, target.legId);
    if (!found) return invalid({ buchungsnummer: `Eine Buchung ${input.bookingNumber} gibt es nicht.` });
    const { ride, leg } = found;
    if (leg.billing === 'rechnung') return conflict(CORRECTION_MESSAGES.invoiced);
    if (leg.billing === 'offen')
      return conflict(
        isBilledOrder(ride.booking.status) ? CORRECTION_MESSAGES.billedElsewhere : CORRECTION_MESSAGES.open,
      );
    if (!input.nichtAbrechnen && isCancelled(rideStateOf(ride, leg))) return conflict(CORRECTION_MESSAGES.cancelled);

    const [before] = await loadLegFacts(tx, [leg.id]);
    const priceBefore = before ? priceFromFacts(before) : null;
    const baseline = await billedBaseline(tx, leg.id, {
      km: leg.km,
      wartezeitMinuten: leg.wartezeitMinuten,
      ustSatz: priceBefore?.ok ? priceBefore.value.vat.rate : 0,
    });
    if (!baseline) return conflict(CORRECTION_MESSAGES.open);

    // The ride's values as corrected (a withdrawn claim keeps them: the ride was driven as reported).
    const km = input.km ?? leg.km;
    const wartezeitMinuten = input.wartezeitMinuten ?? leg.wartezeitMinuten;
    if (!input.nichtAbrechnen)
      await tx
        .update(tripLegs)
        .set({ km: kmValue(km), wartezeitMinuten })
        .where(eq(tripLegs.id, leg.id));
    const [facts] = await loadLegFacts(tx, [leg.id]);
    const price = facts ? priceFromFacts(facts) : null;
    if (!price?.ok) return conflict(price?.message ?? 'Die Fahrt wurde nicht gefunden.');
    const priced: RideClaim = {
      km: input.nichtAbrechnen ? leg.km : km,
      wartezeitMinuten: input.nichtAbrechnen ? leg.wartezeitMinuten : wartezeitMinuten,
      betragCents: price.value.totalCents,
      zuzahlungCents: price.value.coPayment.amountCents,
      ustSatz: price.value.vat.rate,
      ustCents: price.value.vat.vatCents,
    };
    const neu = input.nichtAbrechnen ? withdrawnClaim(priced) : priced;

    const [pending] = await tx
      .select({ id: billingCorrections.id })
      .from(billingCorrections)
      .where(and(eq(billingCorrections.legId, leg.id), isNull(billingCorrections.exportId)));
    if (pending)
      await tx
        .delete(billingCorrections)
        .where(and(eq(billingCorrections.id, pending.id), isNull(billingCorrections.exportId)));
    const unchanged = !input.nichtAbrechnen && sameClaim(baseline.claim, neu);
    if (unchanged && !pending) return conflict(CORRECTION_MESSAGES.nothing);
    const vorher = baseline.claim;
    if (!unchanged) {
      await tx.insert(billingCorrections).values({
        legId: leg.id,
        bookingId: ride.booking.id,
        billedExportId: baseline.billedExportId,
        kmVorher: kmValue(vorher.km),
        kmNeu: kmValue(neu.km),
        wartezeitVorher: vorher.wartezeitMinuten,
        wartezeitNeu: neu.wartezeitMinuten,
        betragVorherCents: vorher.betragCents,
        betragNeuCents: neu.betragCents,
        zuzahlungVorherCents: vorher.zuzahlungCents,
        zuzahlungNeuCents: neu.zuzahlungCents,
        ustSatzVorher: vorher.ustSatz,
        ustSatzNeu: neu.ustSatz,
        ustVorherCents: vorher.ustCents,
        ustNeuCents: neu.ustCents,
        nichtAbrechnen: input.nichtAbrechnen,
        grund: input.grund,
        createdBy: actor.userId,
        createdByLabel: actor.label,
      });
    }
    const differenzCents = neu.betragCents - neu.zuzahlungCents - (vorher.betragCents - vorher.zuzahlungCents);
    await recordBookingEvent(tx, {
      bookingId: ride.booking.id,
      actor,
      type: 'billing-correction',
      data: {
        leg: leg.kind,
        state: unchanged ? 'zurueckgezogen' : 'vorgemerkt',
        nichtAbrechnen: input.nichtAbrechnen,
        kmVorher: vorher.km,
        kmNeu: neu.km,
        forderungVorherCents: vorher.betragCents - vorher.zuzahlungCents,
        forderungNeuCents: neu.betragCents - neu.zuzahlungCents,
      },
    });
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: ride.booking.id, source: 'staff' });
    return ok({
      bookingNumber: input.bookingNumber,
      leg: leg.kind,
      state: unchanged ? 'zurueckgezogen' : 'vorgemerkt',
      differenzCents: unchanged ? 0 : differenzCents,
    });
  });
}

const pendingColumns = {
  correction: billingCorrections,
  bookingNumber: bookings.bookingNumber,
  vorname: bookings.vorname,
  nachname: bookings.nachname,
  kind: tripLegs.kind,
  datum: tripLegs.datum,
  krankenkasse: billingExports.krankenkasse,
  kostentraegerIk: billingExports.kostentraegerIk,
  billedMonat: billingExports.monat,
};

type PendingRow = {
  correction: typeof billingCorrections.$inferSelect;
  bookingNumber: string;
  vorname: string;
  nachname: string;
  kind: LegKind;
  datum: string;
  krankenkasse: string;
  kostentraegerIk: string;
  billedMonat: string;
};

function claimsOf(c: typeof billingCorrections.$inferSelect): { vorher: RideClaim; neu: RideClaim } {
  return {
    vorher: {
      km: kmOf(c.kmVorher),
      wartezeitMinuten: c.wartezeitVorher,
      betragCents: c.betragVorherCents,
      zuzahlungCents: c.zuzahlungVorherCents,
      ustSatz: c.ustSatzVorher,
      ustCents: c.ustVorherCents,
    },
    neu: {
      km: kmOf(c.kmNeu),
      wartezeitMinuten: c.wartezeitNeu,
      betragCents: c.betragNeuCents,
      zuzahlungCents: c.zuzahlungNeuCents,
      ustSatz: c.ustSatzNeu,
      ustCents: c.ustNeuCents,
    },
  };
}

function pendingView(row: PendingRow): PendingCorrection {
  const c = row.correction;
  return {
    id: c.id,
    legId: c.legId,
    bookingId: c.bookingId,
    bookingNumber: row.bookingNumber,
    patientName: `${row.nachname}, ${row.vorname}`,
    kind: row.kind,
    datum: row.datum,
    krankenkasse: row.krankenkasse,
    kostentraegerIk: row.kostentraegerIk,
    billedMonat: row.billedMonat,
    nichtAbrechnen: c.nichtAbrechnen,
    grund: c.grund,
    ...claimsOf(c),
    createdByLabel: c.createdByLabel,
    createdAt: c.createdAt.toISOString(),
  };
}

function pendingQuery(db: Db | Tx) {
  return db
    .select(pendingColumns)
    .from(billingCorrections)
    .innerJoin(bookings, eq(bookings.id, billingCorrections.bookingId))
    .innerJoin(tripLegs, eq(tripLegs.id, billingCorrections.legId))
    .innerJoin(billingExports, eq(billingExports.id, billingCorrections.billedExportId))
    .$dynamic();
}

/** The corrections waiting for their insurer's next package, oldest first. */
export async function listPendingCorrections(db: Db): Promise<PendingCorrection[]> {
  const rows = await pendingQuery(db)
    .where(isNull(billingCorrections.exportId))
    .orderBy(asc(billingCorrections.createdAt));
  return rows.map(pendingView);
}

/**
 * The waiting corrections of an insurer (by the name its packages carry), in package order; locked for the
 * export unless `lock: false` (the export reads them once before it locks their rides).
 */
export async function pendingCorrectionsOf(
  tx: Tx,
  kasse: string,
  options: { lock?: boolean } = {},
): Promise<PendingCorrection[]> {
  const query = pendingQuery(tx)
    .where(and(isNull(billingCorrections.exportId), sql`lower(${billingExports.krankenkasse}) = lower(${kasse})`))
    .orderBy(asc(tripLegs.datum), asc(bookings.bookingNumber), asc(tripLegs.kind));
  const rows = await (options.lock === false ? query : query.for('update', { of: billingCorrections }));
  return rows.map(pendingView);
}

/** Names the package that carried the corrections. */
export async function markCorrectionsSent(tx: Tx, ids: readonly string[], exportId: string): Promise<void> {
  if (ids.length)
    await tx
      .update(billingCorrections)
      .set({ exportId })
      .where(inArray(billingCorrections.id, [...ids]));
}
