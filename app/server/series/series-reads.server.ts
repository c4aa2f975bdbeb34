// What the series screens read (issue 19): the overview (patient, rule in German words, next dates,
// holidays in view, approval validity, paused or ended) and one series with its upcoming rides, each with
// the booking generated for it (number, status, driver), the skipped dates and why, and its history.
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { describePeriod, describeSeries } from '#app/domain/series/describe';
import { expandSeries } from '#app/domain/series/expand';
import { describeSeriesEvent } from '#app/domain/series/history';
import { prescriptionPeriod } from '#app/domain/approvals/prescription-period';
import { defaultPrescriptionPosition } from '#app/domain/approvals/prescription-form';
import { approvalNotice, holidaysInView, prescriptionNotice, seriesState } from '#app/domain/series/overview';
import type { SeriesDetail, SeriesOverviewItem, SeriesRide } from '#app/domain/series/read-models';
import type { DbOrTx } from '#app/server/db/client.server';
import { approvals, bookings, drivers, patients, series, seriesBookings, tripLegs } from '#app/server/db/schema';
import {
  prescriptionView,
  seriesPrescriptionsOf,
  type SeriesPrescription,
} from '#app/server/approvals/prescriptions.server';
import { isUuid } from '#app/server/use-case-result.server';
import { windowOf } from '#app/domain/series/plan';
import { approvalLimit, definitionOf, type SeriesRow } from './generate.server';
import { getSeriesHorizonWeeks } from './series-horizon.server';
import { approvalsOfPatient, seriesHistory } from './series.server';

function overviewOf(
  row: SeriesRow,
  patientName: string,
  approval: { gueltigBis: string | null; status: string } | null,
  prescription: SeriesPrescription | null,
  today: string,
  horizonWeeks: number,
): SeriesOverviewItem | null {
  const definition = definitionOf(row);
  if (!definition) return null;
  const window = windowOf(today, horizonWeeks);
  const limit = approval?.gueltigBis ? { date: approval.gueltigBis, reason: 'Genehmigung' } : null;
  const expansion = expandSeries(definition, { ...window, limit });
  return {
    id: row.id,
    patientId: row.patientId,
    patientName,
    words: describeSeries(definition.rule.recurrence, definition.pickupTime, definition.back),
    period: describePeriod(definition.rule),
    state: seriesState(
      { until: definition.rule.until, ended: row.beendetAm !== null, pauses: definition.pauses },
      today,
    ),
    approval: approvalNotice(approval, today),
    prescription: prescriptionNotice(
      prescription ? { ...prescriptionPeriod(prescription.row), inherited: prescription.inherited } : null,
      {
        today,
        horizonEnd: window.to,
        seriesUntil: definition.rule.until,
      },
    ),
    nextDates: expansion.occurrences
      .slice(0, 3)
      .map((o) => ({ date: o.date, pickupTime: o.pickupTime, holiday: o.holiday, changed: o.changed })),
    holidays: holidaysInView(expansion, limit?.date ?? null),
    abholadresse: row.abholadresse,
    zieladresse: row.zieladresse,
  };
}

/** The overview of all series (or one patient's), ended ones last. */
export async function listSeriesOverview(
  db: DbOrTx,
  today: string,
  options: { patientId?: string } = {},
): Promise<SeriesOverviewItem[]> {
  if (options.patientId !== undefined && !isUuid(options.patientId)) return [];
  const horizon = await getSeriesHorizonWeeks(db);
  const rows = await db
    .select({
      series,
      vorname: patients.vorname,
      nachname: patients.nachname,
      gueltigBis: approvals.gueltigBis,
      approvalStatus: approvals.status,
    })
    .from(series)
    .innerJoin(patients, eq(patients.id, series.patientId))
    .leftJoin(approvals, eq(approvals.id, series.approvalId))
    .where(options.patientId ? eq(series.patientId, options.patientId) : undefined)
    .orderBy(asc(patients.nachname), asc(patients.vorname), asc(series.createdAt))
    .limit(500);
  const prescriptions = await seriesPrescriptionsOf(
    db,
    rows.map((row) => row.series.id),
  );
  const items = rows.flatMap((row) => {
    const approval = row.approvalStatus ? { gueltigBis: row.gueltigBis, status: row.approvalStatus } : null;
    const item = overviewOf(
      row.series,
      `${row.nachname}, ${row.vorname}`,
      approval,
      prescriptions.get(row.series.id) ?? null,
      today,
      horizon,
    );
    return item ? [item] : [];
  });
  return [...items.filter((i) => i.state.kind !== 'beendet'), ...items.filter((i) => i.state.kind === 'beendet')];
}

/** One series for its page; null when it does not exist. */
export async function getSeriesDetail(db: DbOrTx, id: unknown, today: string): Promise<SeriesDetail | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({
      series,
      vorname: patients.vorname,
      nachname: patients.nachname,
      email: patients.email,
      gueltigBis: approvals.gueltigBis,
      approvalStatus: approvals.status,
    })
    .from(series)
    .innerJoin(patients, eq(patients.id, series.patientId))
    .leftJoin(approvals, eq(approvals.id, series.approvalId))
    .where(eq(series.id, id));
  if (!found) return null;
  const row = found.series;
  const definition = definitionOf(row);
  if (!definition) return null;
  const horizon = await getSeriesHorizonWeeks(db);
  const approval = found.approvalStatus ? { gueltigBis: found.gueltigBis, status: found.approvalStatus } : null;
  const prescription = (await seriesPrescriptionsOf(db, [row.id])).get(row.id) ?? null;
  const item = overviewOf(row, `${found.nachname}, ${found.vorname}`, approval, prescription, today, horizon)!;
  const window = windowOf(today, horizon);
  const expansion = expandSeries(definition, { ...window, limit: await approvalLimit(db, row.approvalId) });

  const links = await db
    .select({
      key: seriesBookings.serienDatum,
      bookingId: bookings.id,
      number: bookings.bookingNumber,
      status: bookings.status,
      driverName: drivers.name,
    })
    .from(seriesBookings)
    .innerJoin(bookings, eq(bookings.id, seriesBookings.bookingId))
    .leftJoin(tripLegs, and(eq(tripLegs.bookingId, bookings.id), eq(tripLegs.kind, 'hin')))
    .leftJoin(drivers, eq(drivers.id, tripLegs.driverId))
    .where(and(eq(seriesBookings.seriesId, row.id), gte(bookings.datum, window.from)));
  const byKey = new Map(links.map((link) => [link.key, link]));
  const rides: SeriesRide[] = expansion.occurrences.map((o) => {
    const link = byKey.get(o.key);
    return {
      key: o.key,
      date: o.date,
      pickupTime: o.pickupTime,
      back: o.back,
      holiday: o.holiday,
      changed: o.changed,
      booking: link
        ? { id: link.bookingId, number: link.number, status: link.status, driverName: link.driverName }
        : null,
    };
  });
  const [successor] = await db.select({ id: series.id }).from(series).where(eq(series.vorgaengerId, row.id)).limit(1);
  const history = (await seriesHistory(db, row.id)).map((entry) => ({
    id: entry.id,
    at: entry.at,
    actor: entry.actor,
    text: describeSeriesEvent(entry.event),
  }));
  return {
    item,
    fields: {
      patientId: row.patientId,
      start: definition.rule.start < today ? today : definition.rule.start,
      until: definition.rule.until,
      recurrence: definition.rule.recurrence,
      pickupTime: definition.pickupTime,
      back: definition.back,
      holidays: definition.holidays,
      abholadresse: row.abholadresse,
      zieladresse: row.zieladresse,
      transportart: row.transportart,
      approvalId: row.approvalId,
      hinweise: row.hinweise,
    },
    pauses: [...definition.pauses],
    rides,
    skipped: expansion.skipped.map((s) => ({ key: s.key, date: s.date, label: s.label })),
    history,
    approvals: await approvalsOfPatient(db, row.patientId),
    predecessorId: row.vorgaengerId,
    successorId: successor?.id ?? null,
    patientEmail: found.email,
    prescription: prescription
      ? { view: prescriptionView(prescription.row), seriesId: prescription.seriesId, inherited: prescription.inherited }
      : null,
    // The series' Transportart and handling flags are what its bookings get, so the same mapping applies.
    prescriptionDefaultPosition: defaultPrescriptionPosition(row),
  };
}

/** Active patients for the create form's choice (name order), with their favourite places and approvals. */
export async function patientsForSeries(db: DbOrTx) {
  const rows = await db
    .select({
      id: patients.id,
      vorname: patients.vorname,
      nachname: patients.nachname,
      adresse: patients.adresse,
      orte: patients.orte,
      transportart: patients.transportart,
    })
    .from(patients)
    .where(isNull(patients.archivedAt))
    .orderBy(asc(patients.nachname), asc(patients.vorname))
    .limit(1000);
  const ids = rows.map((row) => row.id);
  const approvalRows = ids.length
    ? await db
        .select({
          id: approvals.id,
          patientId: approvals.patientId,
          nummer: approvals.nummer,
          status: approvals.status,
          gueltigBis: approvals.gueltigBis,
        })
        .from(approvals)
        .where(inArray(approvals.patientId, ids))
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: `${row.nachname}, ${row.vorname}`,
    places: [...(row.adresse ? [{ label: 'Wohnadresse', adresse: row.adresse }] : []), ...row.orte],
    adresse: row.adresse,
    orte: row.orte,
    transportart: row.transportart,
    approvals: approvalRows.filter((a) => a.patientId === row.id).map(({ patientId: _p, ...rest }) => rest),
  }));
}
