// The bookings table (SPEC.md §2): checkbox, Buchung-Nr., Datum, Zeit, Patient, Art, Krankenkasse,
// Von → Nach (map-search links), Aktionen (status badge + menu). Clicking a row toggles its selection;
// the checkbox does the same from the keyboard (Space).
import type { MouseEvent } from 'react';
import { formatGermanDate } from '../../domain/berlin-time';
import { mapsSearchUrl } from '../../domain/bookings/maps';
import { STATUS_LABELS } from '../../domain/bookings/status';
import { Badge } from '../../ui/badge';
import { Checkbox } from '../../ui/checkbox';
import { cn } from '../../ui/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../ui/table';
import { LIVE_HIGHLIGHT_CLASS, LIVE_HIGHLIGHT_TRANSITION, useRecentlyChanged } from '../realtime/live-updates';
import { rowColourClass } from './presentation';
import { RowActionsMenu, type DialogRequest } from './row-actions-menu';
import type { BookingRowView, DriverOptionView } from './types';

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
  return (
    <TableRow
      data-state={selected ? 'selected' : undefined}
      data-booking-id={row.id}
      data-live-changed={changed || undefined}
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
      <TableCell className="whitespace-nowrap">{formatGermanDate(row.datum)}</TableCell>
      <TableCell className="whitespace-nowrap">{row.uhrzeit}</TableCell>
      <TableCell className="font-medium">
        {row.vorname} {row.nachname}
      </TableCell>
      <TableCell className="font-semibold">{row.code ?? '–'}</TableCell>
      <TableCell className="text-xs">{row.krankenkasse ?? '–'}</TableCell>
      <TableCell className="max-w-80 min-w-56 text-xs leading-snug">
        <MapLink address={row.abholadresse} label="Abholadresse" />
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> nach </span>
        <MapLink address={row.zieladresse} label="Zieladresse" />
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Badge variant={row.status}>{STATUS_LABELS[row.status]}</Badge>
          <RowActionsMenu row={row} drivers={drivers} onOpenDialog={onOpenDialog} />
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
              <TableCell colSpan={9} className="py-10 text-center text-muted">
                Keine Buchungen gefunden.
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
