// The bookings table (SPEC.md §2): checkbox, Buchung-Nr., Datum, Zeit (with the return leg below),
// Patient (with the handling flags), Art, Krankenkasse, Von → Nach (map-search links), Fahrer (per leg),
// Aktionen (status badge + menu). A pending booking whose ride has passed is marked "überfällig".
// Clicking a row toggles its selection; the checkbox does the same from the keyboard (Space).
import type { MouseEvent } from 'react';
import { formatGermanDate } from '#app/domain/german-date';
import { mapsSearchUrl } from '#app/domain/bookings/maps';
import { STATUS_LABELS } from '#app/domain/bookings/status';
import { Badge } from '#app/ui/badge';
import { Checkbox } from '#app/ui/checkbox';
import { cn } from '#app/ui/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/table';
import { LIVE_HIGHLIGHT_CLASS, LIVE_HIGHLIGHT_TRANSITION, useRecentlyChanged } from '#app/staff/realtime/live-updates';
import { HandlingFlags } from './handling-flags';
import { returnLegLabel } from './legs-presentation';
import { rowColourClass } from './presentation';
import type { DialogRequest } from './row-actions-menu';
import { RowMenuButton } from './row-menu-button';
import type { BookingRowView, DriverOptionView } from './types';
import { ApprovalBadge } from '#app/staff/approvals/approval-badge';

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('a, button, input, select, textarea, [role="menuitem"], [role="checkbox"]'));
}

function MapLink({ address, label }: { address: string; label: string }) {
  return (
    <a
      href={mapsSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-dark underline decoration-1 underline-offset-2 hover:decoration-2"
    >
      {address}
      <span className="sr-only"> ({label} in Google Maps, öffnet in neuem Tab)</span>
    </a>
  );
}

function DriverCell({ hin, back }: { hin: BookingRowView['legs'][number] | undefined; back: BookingRowView['legs'][number] | undefined }) {
  const name = (leg: BookingRowView['legs'][number]) => leg.driverName ?? <span className="text-muted">nicht zugewiesen</span>;
  if (!hin) return <span className="text-muted">–</span>;
  if (!back || back.driverId === hin.driverId) return <>{name(hin)}</>;
  return (
    <>
      <span className="block">Hin: {name(hin)}</span>
      <span className="block">Rück: {name(back)}</span>
    </>
  );
}

function BookingRow({
  row,
  selected,
  onToggle,
  drivers,
  onOpenDialog,
}: {
  row: BookingRowView;
  selected: boolean;
  onToggle: (id: string) => void;
  drivers: DriverOptionView[];
  onOpenDialog: (request: DialogRequest) => void;
}) {
  const changed = useRecentlyChanged(row.id);
  const hin = row.legs.find((leg) => leg.kind === 'hin');
  const back = row.legs.find((leg) => leg.kind === 'rueck');
  return (
    <TableRow
      data-state={selected ? 'selected' : undefined}
      data-booking-id={row.id}
      data-live-changed={changed || undefined}
      data-overdue={row.overdue || undefined}
      className={cn(
        'cursor-pointer',
        LIVE_HIGHLIGHT_TRANSITION,
        rowColourClass(row.code, row.status),
        'data-[state=selected]:bg-brand-light data-[state=selected]:outline-2 data-[state=selected]:-outline-offset-2 data-[state=selected]:outline-brand',
        changed && LIVE_HIGHLIGHT_CLASS,
      )}
      onClick={(e: MouseEvent) => {
        if (!isInteractive(e.target)) onToggle(row.id);
      }}
    >
      <TableCell className="w-10">
        <Checkbox checked={selected} onCheckedChange={() => onToggle(row.id)} aria-label={`Buchung ${row.bookingNumber} auswählen`} />
      </TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">{row.bookingNumber}</TableCell>
      <TableCell className="whitespace-nowrap">
        {formatGermanDate(row.datum)}
        {row.overdue ? <span className="mt-0.5 block w-fit rounded bg-red-100 px-1 text-xs font-semibold text-red-800">überfällig</span> : null}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {row.uhrzeit}
        {back ? <span className="block text-xs text-muted">{returnLegLabel(back, row.datum)}</span> : null}
      </TableCell>
      <TableCell>
        <span className="font-medium">
          {row.vorname} {row.nachname}
        </span>
        <HandlingFlags flags={row.flags} className="mt-0.5" />
      </TableCell>
      <TableCell className="font-semibold">{row.code ?? '–'}</TableCell>
      <TableCell className="text-xs">
        <div className="flex flex-col items-start gap-1">
          {row.krankenkasse ?? '–'}
          {row.approvalBadge ? <ApprovalBadge kind={row.approvalBadge} /> : null}
        </div>
      </TableCell>
      <TableCell className="max-w-72 min-w-44 text-xs leading-snug">
        <MapLink address={row.abholadresse} label="Abholadresse" />
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> nach </span>
        <MapLink address={row.zieladresse} label="Zieladresse" />
      </TableCell>
      <TableCell className="max-w-32 text-xs">
        <DriverCell hin={hin} back={back} />
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Badge variant={row.status}>{STATUS_LABELS[row.status]}</Badge>
          <RowMenuButton row={row} drivers={drivers} onOpenDialog={onOpenDialog} />
        </div>
      </TableCell>
    </TableRow>
  );
}

export function BookingsTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  drivers,
  onOpenDialog,
  busy,
}: {
  rows: BookingRowView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  drivers: DriverOptionView[];
  onOpenDialog: (request: DialogRequest) => void;
  busy: boolean;
}) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  return (
    <div aria-busy={busy || undefined} className={cn('rounded-md border border-border bg-white', busy && 'opacity-60')}>
      <Table className="[&_td]:px-2 [&_th]:px-2">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-10">
              <Checkbox
                checked={all ? true : some ? 'indeterminate' : false}
                onCheckedChange={(checked) => onToggleAll(checked === true)}
                aria-label="Alle Buchungen dieser Seite auswählen"
                disabled={!rows.length}
              />
            </TableHead>
            <TableHead>Buchung-Nr.</TableHead>
            <TableHead>Datum</TableHead>
            <TableHead>Zeit</TableHead>
            <TableHead>Patient</TableHead>
            <TableHead>Art</TableHead>
            <TableHead>Krankenkasse</TableHead>
            <TableHead>Von → Nach</TableHead>
            <TableHead>Fahrer</TableHead>
            <TableHead className="text-right">Aktionen</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length ? (
            rows.map((row) => (
              <BookingRow
                key={row.id}
                row={row}
                selected={selected.has(row.id)}
                onToggle={onToggle}
                drivers={drivers}
                onOpenDialog={onOpenDialog}
              />
            ))
          ) : (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={10} className="py-10 text-center text-muted">
                Keine Buchungen gefunden.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
