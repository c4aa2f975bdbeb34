// A ride's place in its unit (issue 36, DOMAIN.md "Co-payment"): the rides that count together for the
// co-payment rule "only the first and the last ride". A unit is the patient's series (all its bookings,
// across "diese und alle folgenden" continuations), a hospital stay (the patient's rides for pre-, full
// and partial inpatient, post-inpatient treatment and outpatient operations linked by the stay's dates:
// hospitalStayKeys, decision 253), or else the one booking. First and last are counted among the
// unit's rides that happen or happened (not cancelled, not missed), across all of its bookings, never
// among the legs of one booking. The last ride is known only once the unit is closed: a series whose end
// is not yet generated (open-ended, or ending beyond the horizon) has no last ride yet.
import { isHospitalStayReason, type SeriesPosition } from '#app/domain/billing/co-payment';
import type { LegKind } from './legs';

export const RIDE_UNIT_KINDS = ['serie', 'aufenthalt', 'buchung'] as const;
export type RideUnitKind = (typeof RIDE_UNIT_KINDS)[number];

/** A ride of a unit as the order of rides needs it. */
export type UnitRide = { legId: string; datum: string; uhrzeit: string | null; kind: LegKind };

/** The first and last ride of a unit (null when it has none that counts) and whether its end is known. */
export type UnitEnds = { first: UnitRide | null; last: UnitRide | null; closed: boolean };

/** Rides in the order they happen: by date, fixed times before "nach Termin", outbound before return. */
export function compareUnitRides(a: UnitRide, b: UnitRide): number {
  if (a.datum !== b.datum) return a.datum < b.datum ? -1 : 1;
  const at = a.uhrzeit ?? '99:99';
  const bt = b.uhrzeit ?? '99:99';
  if (at !== bt) return at < bt ? -1 : 1;
  return a.kind === b.kind ? 0 : a.kind === 'hin' ? -1 : 1;
}

/** The ends of a unit made of several parts (the series of a continued series): the earliest first, the latest last. */
export function joinUnitEnds(parts: readonly UnitEnds[], closed: boolean): UnitEnds {
  const firsts = parts.flatMap((part) => (part.first ? [part.first] : [])).sort(compareUnitRides);
  const lasts = parts.flatMap((part) => (part.last ? [part.last] : [])).sort(compareUnitRides);
  return { first: firsts[0] ?? null, last: lasts.at(-1) ?? null, closed };
}

/** The ends of a unit whose rides are all known (a hospital stay, one booking). */
export function unitEndsOf(rides: readonly UnitRide[], closed = true): UnitEnds {
  const sorted = [...rides].sort(compareUnitRides);
  return { first: sorted[0] ?? null, last: sorted.at(-1) ?? null, closed };
}

/**
 * The ride's place in its unit: the only ride of a closed unit, its first, its last (closed units only),
 * or one in the middle. A ride that is not among the unit's rides that count (cancelled, missed) is in
 * the middle: it is not charged as first or last.
 */
export function positionInUnit(legId: string, ends: UnitEnds): SeriesPosition {
  const first = ends.first?.legId === legId;
  const last = ends.closed && ends.last?.legId === legId;
  if (first && last) return 'einzige';
  if (first) return 'erste';
  if (last) return 'letzte';
  return 'mittlere';
}

/** A prescription as the hospital-stay unit reads it: its reason and the stay's dates it records. */
export type StayPrescription = {
  id: string;
  grund: string;
  aufnahmedatum: string | null;
  entlassungsdatum: string | null;
};

/**
 * The hospital stay of each of one patient's prescriptions (decision 253), by prescription id: equal keys
 * are one stay; null when the prescription is not about a stay or records nothing that identifies one
 * (its rides then form the unit of its own series or booking). A prescription with an admission day
 * (vor-, voll-/teilstationär, or an outpatient operation whose day was entered as Aufnahmedatum) belongs
 * to the stay of that admission day. An inpatient or post-inpatient prescription with only a discharge
 * day joins the stay of the prescription that records both that discharge day and an admission day (the
 * latest admission, should there be several), else the stay of that discharge day.
 */
export function hospitalStayKeys(prescriptions: readonly StayPrescription[]): Map<string, string | null> {
  const admissionOfDischarge = new Map<string, string>();
  for (const p of prescriptions) {
    if (!isHospitalStayReason(p.grund) || !p.aufnahmedatum || !p.entlassungsdatum) continue;
    const known = admissionOfDischarge.get(p.entlassungsdatum);
    if (!known || known < p.aufnahmedatum) admissionOfDischarge.set(p.entlassungsdatum, p.aufnahmedatum);
  }
  const keyOf = (p: StayPrescription): string | null => {
    if (!isHospitalStayReason(p.grund)) return null;
    if (p.aufnahmedatum) return `aufnahme:${p.aufnahmedatum}`;
    if (!p.entlassungsdatum || p.grund === 'vorstationaer' || p.grund === 'ambulante_operation') return null;
    const admission = admissionOfDischarge.get(p.entlassungsdatum);
    return admission ? `aufnahme:${admission}` : `entlassung:${p.entlassungsdatum}`;
  };
  return new Map(prescriptions.map((p) => [p.id, keyOf(p)]));
}
