// The Buchungen list's rows as the loader sends them (issue 15, decision 200): arrays in a fixed order
// instead of objects. React Router's data stream writes every object key once per row again (~12 bytes
// each, 17 per row plus 6 per leg); a 50-row document carries the rows twice, as HTML and as this data
// for hydration, so the keys were ~11 KB of it. `packRows` on the server, `unpackRows` in the route
// component; the screens keep working with `BookingListRow` objects.
import type { ApprovalBadgeKind } from '#app/domain/approvals/leg-approvals';
import type { HandlingFlagKey } from './handling-flags';
import type { BookingListRow, ListLeg } from './read-models';
import type { BookingStatus } from './status';
import type { TransportCode } from './transport';

export type ListRowWithBadge = BookingListRow & { approvalBadge: ApprovalBadgeKind | null };

type WireLeg = [kind: ListLeg['kind'], datum: string, uhrzeit: string | null, status: string, driverId: string | null, driverName: string | null];
type WireFlag = [key: HandlingFlagKey, label: string];

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
  flags: WireFlag[],
  legs: WireLeg[],
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
    r.flags.map((f) => [f.key, f.label]),
    r.legs.map((l) => [l.kind, l.datum, l.uhrzeit, l.status, l.driverId, l.driverName]),
    r.overdue,
    r.approvalBadge,
    r.serie,
  ]);
}

export function unpackRows(rows: WireRow[]): ListRowWithBadge[] {
  return rows.map(
    ([id, bookingNumber, datum, uhrzeit, vorname, nachname, transportart, code, krankenkasse, abholadresse, zieladresse, status, assignedDriverId, flags, legs, overdue, approvalBadge, serie]) => ({
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
      flags: flags.map(([key, label]) => ({ key, label })),
      legs: legs.map(([kind, legDatum, legUhrzeit, legStatus, driverId, driverName]) => ({
        kind,
        datum: legDatum,
        uhrzeit: legUhrzeit,
        status: legStatus,
        driverId,
        driverName,
      })),
      overdue,
      approvalBadge,
      serie,
    }),
  );
}
