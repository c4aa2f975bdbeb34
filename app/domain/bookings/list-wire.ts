// The Buchungen list's rows as the loader sends them (issue 15, decision 200): arrays in a fixed order
// instead of objects. React Router's data stream writes every object key once per row again (~12 bytes
// each, 17 per row plus 6 per leg); a 50-row document carries the rows twice, as HTML and as this data
// for hydration, so the keys were ~11 KB of it. `packRows` on the server, `unpackRows` in the route
// component; the screens keep working with `BookingListRow` objects. A row's handling flags travel as
// their keys in one string ("rollstuhl treppen", the same string for many rows) plus the note's text:
// the other labels are fixed (`HANDLING_FLAG_LABELS`) and the client has them (decision 204).
import type { ApprovalBadgeKind } from '#app/domain/approvals/leg-approvals';
import { HANDLING_FLAG_LABELS, type HandlingFlag, type HandlingFlagKey } from './handling-flags';
import type { BookingListRow, ListLeg } from './read-models';
import type { BookingStatus } from '#app/domain/rides/statuses';
import type { TransportCode } from './transport';

export type ListRowWithBadge = BookingListRow & { approvalBadge: ApprovalBadgeKind | null };

/** A leg's six fields; a row's legs follow each other in one flat array (one array per row, not 1 + legs). */
type WireLeg = [
  kind: ListLeg['kind'],
  datum: string,
  uhrzeit: string | null,
  status: ListLeg['status'],
  driverId: string | null,
  driverName: string | null,
];
const LEG_FIELDS = 6;

export type WireRow = [
  id: string,
  bookingNumber: string,
  datum: string,
  uhrzeit: string,
  vorname: string,
  nachname: string,
  transportart: string | null,
  code: TransportCode | null,
  krankenkasse: string | null,
  abholadresse: string,
  zieladresse: string,
  status: BookingStatus,
  assignedDriverId: string | null,
  flagKeys: string,
  note: string | null,
  legs: WireLeg[number][],
  overdue: boolean,
  approvalBadge: ApprovalBadgeKind | null,
  serie: boolean,
];

export function packRows(rows: ListRowWithBadge[]): WireRow[] {
  return rows.map((r) => [
    r.id,
    r.bookingNumber,
    r.datum,
    r.uhrzeit,
    r.vorname,
    r.nachname,
    r.transportart,
    r.code,
    r.krankenkasse,
    r.abholadresse,
    r.zieladresse,
    r.status,
    r.assignedDriverId,
    r.flags.map((f) => f.key).join(' '),
    r.flags.find((f) => f.key === 'hinweis')?.label ?? null,
    r.legs.flatMap((l): WireLeg => [l.kind, l.datum, l.uhrzeit, l.status, l.driverId, l.driverName]),
    r.overdue,
    r.approvalBadge,
    r.serie,
  ]);
}

function legsOf(flat: WireLeg[number][]): ListLeg[] {
  const legs: ListLeg[] = [];
  for (let i = 0; i < flat.length; i += LEG_FIELDS) {
    const [kind, datum, uhrzeit, status, driverId, driverName] = flat.slice(i, i + LEG_FIELDS) as WireLeg;
    legs.push({ kind, datum, uhrzeit, status, driverId, driverName });
  }
  return legs;
}

function flagsOf(keys: string, note: string | null): HandlingFlag[] {
  if (!keys) return [];
  return (keys.split(' ') as HandlingFlagKey[]).map((key) => ({
    key,
    label: key === 'hinweis' ? (note ?? '') : HANDLING_FLAG_LABELS[key],
  }));
}

export function unpackRows(rows: WireRow[]): ListRowWithBadge[] {
  return rows.map(
    ([
      id,
      bookingNumber,
      datum,
      uhrzeit,
      vorname,
      nachname,
      transportart,
      code,
      krankenkasse,
      abholadresse,
      zieladresse,
      status,
      assignedDriverId,
      flagKeys,
      note,
      legs,
      overdue,
      approvalBadge,
      serie,
    ]) => ({
      id,
      bookingNumber,
      datum,
      uhrzeit,
      vorname,
      nachname,
      transportart,
      code,
      krankenkasse,
      abholadresse,
      zieladresse,
      status,
      assignedDriverId,
      flags: flagsOf(flagKeys, note),
      legs: legsOf(legs),
      overdue,
      approvalBadge,
      serie,
    }),
  );
}
