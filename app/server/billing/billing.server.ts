// /app/billing (issue 21): the completed legs not yet billed, grouped by payer, each with the checks a
// billing centre makes and its price; and the km / waiting time staff enter for a leg.
import { eq } from 'drizzle-orm';
import { isCancelled } from '#app/domain/rides/lifecycle';
import { legBillingProblems, type BillingProblem } from '#app/domain/billing/billing-checks';
import type { Payer } from '#app/domain/billing/co-payment';
import { berlinDate } from '#app/domain/berlin-time';
import { isArchived } from '#app/domain/bookings/archive';
import type { BookingStatus } from '#app/domain/rides/statuses';
import type { BillingListView, PayerGroup, UncompletedList } from '#app/domain/billing/read-models';
import { LEG_STATUS_LABELS } from '#app/domain/rides/statuses';
import { billingPage, type BillingFilter } from '#app/domain/billing/billing-list';
import { parseLegValuesForm, type LegValues } from '#app/domain/billing/leg-values-form';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { tripLegs } from '#app/server/db/schema';
import { lockedRideRefusal, lockRideOfLeg, rideStateOf } from '#app/server/rides/ride-status.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { conflict, invalid, isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import { loadLegFacts, type LegFacts } from '#app/server/rides/leg-facts.server';
import { openLegFacts, openLegMonths, uncompletedLegs } from './open-legs.server';
import { priceFromFacts } from './leg-pricing.server';
import { decimalText } from '#app/domain/numbers';

/** The problems of a leg for billing (pure over its facts). */
export function problemsOf(facts: LegFacts): BillingProblem[] {
  const p = facts.prescription;
  return legBillingProblems({
    legId: facts.leg.id,
    payer: facts.payer,
    bookingNumber: facts.booking.bookingNumber,
    bookingArchived: isArchived(
      { datum: facts.booking.datum, status: facts.booking.status as BookingStatus },
      berlinDate(),
    ),
    patientId: facts.patient?.id ?? null,
    insuranceNumber: facts.patient?.versichertennummer ?? null,
    km: facts.leg.km,
    rule: facts.rule ? { ik: facts.rule.billing.kostentraegerIk } : null,
    prescription: p
      ? {
          ausstellungsdatum: p.ausstellungsdatum,
          arztName: p.arztName.trim() || null,
          lanr: p.lanr,
          bsnr: p.bsnr,
          ordersThisLeg: facts.leg.kind === 'hin' ? p.hinfahrt : p.rueckfahrt,
        }
      : null,
    approvalBadge: facts.approval?.badge ?? null,
    hasSignature: facts.hasSignature,
    hasPaperProof: facts.paperProof !== null,
  });
}

const PAYER_ORDER: Payer[] = ['krankenkasse', 'berufsgenossenschaft', 'krankenhaus', 'privat'];

export function groupKey(facts: Pick<LegFacts, 'payer' | 'payerName'>): string {
  return `${facts.payer}:${facts.payerName.toLowerCase()}`;
}

/** The open legs by payer (of one month, or all): insurers first (by name), then BG, hospital, private. */
export async function billingOverview(db: DbOrTx, month: string | null = null): Promise<PayerGroup[]> {
  const facts = await openLegFacts(db, month);
  const groups = new Map<string, PayerGroup>();
  for (const f of facts) {
    const key = groupKey(f);
    let group = groups.get(key);
    if (!group) {
      group = { key, payer: f.payer, name: f.payerName || 'Ohne Kostenträger', ik: null, legs: [], months: [] };
      groups.set(key, group);
    }
    group.ik ??= f.rule?.billing.kostentraegerIk ?? null;
    const price = priceFromFacts(f);
    const problems = problemsOf(f);
    group.legs.push({
      legId: f.leg.id,
      bookingId: f.booking.id,
      bookingNumber: f.booking.bookingNumber,
      patientName: f.patient
        ? `${f.patient.nachname}, ${f.patient.vorname}`
        : `${f.booking.nachname}, ${f.booking.vorname}`,
      kind: f.leg.kind,
      datum: f.leg.datum,
      uhrzeit: f.leg.uhrzeit,
      km: f.leg.km,
      wartezeitMinuten: f.leg.wartezeitMinuten,
      abgesetztUm: f.leg.abgesetztUm,
      abgesetztQuelle: f.leg.abgesetztQuelle,
      abgesetztUmErfasst: f.leg.abgesetztUmErfasst,
      totalCents: price.ok ? price.value.totalCents : null,
      coPaymentCents: price.ok ? price.value.coPayment.amountCents : null,
      problems,
      paperProofMime: f.paperProof?.mime ?? null,
    });
    const month = f.leg.datum.slice(0, 7);
    let entry = group.months.find((m) => m.month === month);
    if (!entry) {
      entry = { month, total: 0, ready: 0 };
      group.months.push(entry);
    }
    entry.total += 1;
    if (problems.length === 0 && price.ok) entry.ready += 1;
  }
  const list = [...groups.values()];
  for (const group of list) group.months.sort((a, b) => b.month.localeCompare(a.month));
  return list.sort(
    (a, b) => PAYER_ORDER.indexOf(a.payer) - PAYER_ORDER.indexOf(b.payer) || a.name.localeCompare(b.name, 'de'),
  );
}

/**
 * What /app/billing shows for a filter: the months with open legs (for the month filter), the payers of
 * the chosen month (for the payer filter), and each chosen payer's counts over all its legs with one
 * page of the legs themselves.
 */
export async function billingList(db: DbOrTx, filter: BillingFilter): Promise<BillingListView> {
  const [months, groups] = await Promise.all([openLegMonths(db), billingOverview(db, filter.monat)]);
  const payers = groups.map((g) => ({ key: g.key, name: g.name, legCount: g.legs.length }));
  const chosen = filter.kasse ? groups.filter((g) => g.key === filter.kasse) : groups;
  return {
    filter,
    months,
    payers,
    groups: chosen.map((group) => {
      const { items, ...page } = billingPage(group.legs, filter.seite);
      return { ...group, legs: items, legCount: group.legs.length, page };
    }),
  };
}

/** The rides of the filter's month (or all) up to today that nobody set down: the office completes them (issue 37). */
export async function uncompletedList(
  db: DbOrTx,
  filter: Pick<BillingFilter, 'monat'>,
  today = berlinDate(),
): Promise<UncompletedList> {
  const { rows, total } = await uncompletedLegs(db, today, filter.monat);
  return {
    total,
    legs: rows.map(({ leg, order, driverName }) => ({
      legId: leg.id,
      bookingId: order.id,
      bookingNumber: order.bookingNumber,
      patientName: `${order.nachname}, ${order.vorname}`,
      kind: leg.kind,
      datum: leg.datum,
      uhrzeit: leg.uhrzeit,
      abholadresse: leg.abholadresse,
      zieladresse: leg.zieladresse,
      status: LEG_STATUS_LABELS[leg.status],
      driverId: leg.driverId,
      driverName,
      vehicleId: leg.vehicleId,
      km: leg.km,
      wartezeitMinuten: leg.wartezeitMinuten,
    })),
  };
}

export type SavedLegValues = LegValues & { bookingNumber: string; kind: 'hin' | 'rueck' };

/** km, waiting time and/or drop-off time of a leg not yet billed; a field left empty keeps its stored value. */
export async function saveLegValues(
  db: Db,
  actor: Actor,
  legId: unknown,
  values: Record<string, unknown>,
): Promise<Result<SavedLegValues>> {
  if (!isUuid(legId)) return notFound();
  const parsed = parseLegValuesForm(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  return db.transaction(async (tx): Promise<Result<SavedLegValues>> => {
    const found = await lockRideOfLeg(tx, legId);
    if (!found) return notFound();
    const { leg } = found;
    // A billed leg (package, invoice) keeps what it was billed with (the rides core, decision 250).
    const refusal = lockedRideRefusal(found.ride, [leg.kind]);
    if (refusal) return conflict(refusal);
    if (isCancelled(rideStateOf(found.ride, leg)))
      return conflict('Die Fahrt ist storniert: Sie wird nicht abgerechnet.');
    const km = parsed.data.km ?? leg.km;
    const wartezeitMinuten = parsed.data.wartezeitMinuten ?? leg.wartezeitMinuten;
    const abgesetztUm = parsed.data.abgesetztUm ?? leg.abgesetztUm;
    await tx
      .update(tripLegs)
      .set({ km: km === null ? null : decimalText(km, 1), wartezeitMinuten, abgesetztUm })
      .where(eq(tripLegs.id, legId));
    const kind = leg.kind;
    await recordBookingEvent(tx, {
      bookingId: leg.bookingId,
      actor,
      type: 'leg-billing-values',
      data: {
        leg: kind,
        km: parsed.data.km,
        wartezeitMinuten: parsed.data.wartezeitMinuten,
        ...(parsed.data.abgesetztUm ? { abgesetztUm: parsed.data.abgesetztUm } : {}),
      },
    });
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: leg.bookingId, source: 'staff' });
    const booking = (await loadLegFacts(tx, [legId]))[0];
    return ok({ km, wartezeitMinuten, abgesetztUm, bookingNumber: booking?.booking.bookingNumber ?? '', kind });
  });
}
