// The action menu of one booking row (SPEC.md §2 "Row action menu").
import { MoreHorizontal } from 'lucide-react';
import { BOOKING_STATUSES, STATUS_LABELS } from '../../domain/bookings/status';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import type { BookingRowView, DriverOptionView } from './types';
import { usePostAction } from '../actions/use-post-action';

export type DialogRequest = { kind: 'details' | 'edit' | 'transport'; row: BookingRowView };

export function RowActionsMenu({
  row,
  drivers,
  onOpenDialog,
}: {
  row: BookingRowView;
  drivers: DriverOptionView[];
  onOpenDialog: (request: DialogRequest) => void;
}) {
  const { run, busy } = usePostAction();
  const submit = (fields: Parameters<typeof run>[0]) => void run(fields);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="size-9 px-0" aria-label={`Aktionen für Buchung ${row.bookingNumber}`} disabled={busy}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {row.status === 'pending' ? (
          <>
            <DropdownMenuItem onSelect={() => submit({ intent: 'confirm', id: row.id })}>Fahrt bestätigen</DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => submit({ intent: 'reject', id: row.id })}>
              Fahrt ablehnen
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Status ändern</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            {BOOKING_STATUSES.map((status) => (
              <DropdownMenuItem
                key={status}
                disabled={status === row.status}
                onSelect={() => submit({ intent: 'status', id: row.id, status })}
              >
                {STATUS_LABELS[status]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onOpenDialog({ kind: 'details', row })}>Details anzeigen</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpenDialog({ kind: 'edit', row })}>Buchung bearbeiten</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpenDialog({ kind: 'transport', row })}>Transportart ändern</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => submit({ intent: 'send-receipt', id: row.id })}>Buchungseingang senden</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => submit({ intent: 'send-confirmation', id: row.id })}>Bestätigung senden</DropdownMenuItem>
        {drivers.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>An Fahrer senden:</DropdownMenuLabel>
            {drivers.map((driver) => (
              <DropdownMenuItem key={driver.id} onSelect={() => submit({ intent: 'assign', id: row.id, driverId: driver.id })}>
                {driver.name}
                {driver.id === row.assignedDriverId ? <span className="ml-auto text-xs text-muted">zugewiesen</span> : null}
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
