// The action menu of one booking row (SPEC.md §2 "Row action menu").
import { STATUS_LABELS } from '#app/domain/rides/statuses';
import {
  awaitsConfirmation,
  isAcceptedOrder,
  manualEditRefusal,
  MANUAL_ORDER_STATUSES,
} from '#app/domain/rides/lifecycle';
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
} from '#app/ui/dropdown-menu';
import { RowMenuTrigger } from './row-menu-button';
import type { BookingRowView, DriverOption } from '#app/domain/bookings/read-models';
import { useApprovalCheckedAction } from '#app/routes/staff/approvals/ui/use-approval-checked-action';

export type DialogRequest = { kind: 'details' | 'edit' | 'transport' | 'confirm-past' | 'reject'; row: BookingRowView };

export function RowActionsMenu({
  row,
  drivers,
  onOpenDialog,
  defaultOpen,
}: {
  row: BookingRowView;
  drivers: DriverOption[];
  onOpenDialog: (request: DialogRequest) => void;
  /** Open on first render (row-menu-button.tsx mounts the menu when it is first asked for). */
  defaultOpen?: boolean;
}) {
  // Confirm and assign ask first when an approval is missing (issue 18).
  const { run, busy, dialog } = useApprovalCheckedAction();
  const submit = (fields: Parameters<typeof run>[0]) => void run(fields);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      {dialog}
      <DropdownMenuTrigger asChild>
        <RowMenuTrigger row={row} disabled={busy} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {awaitsConfirmation(row.status) ? (
          <>
            {/* A ride whose time has passed is confirmed only after a warning. */}
            <DropdownMenuItem
              onSelect={() =>
                row.overdue ? onOpenDialog({ kind: 'confirm-past', row }) : submit({ intent: 'confirm', id: row.id })
              }
            >
              Fahrt bestätigen
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => onOpenDialog({ kind: 'reject', row })}>
              Fahrt ablehnen...
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Status ändern</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            {MANUAL_ORDER_STATUSES.map((status) => (
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
        {/* A paused ride is changed only on its series' page (decision 212). */}
        {manualEditRefusal(row.status) ? null : (
          <DropdownMenuItem onSelect={() => onOpenDialog({ kind: 'edit', row })}>Buchung bearbeiten</DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onOpenDialog({ kind: 'transport', row })}>
          Transportart ändern
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => submit({ intent: 'send-receipt', id: row.id })}>
          Buchungseingang senden
        </DropdownMenuItem>
        {/* The confirmation e-mail says the ride is confirmed: only offered for confirmed bookings. */}
        {isAcceptedOrder(row.status) ? (
          <DropdownMenuItem onSelect={() => submit({ intent: 'send-confirmation', id: row.id })}>
            Bestätigung senden
          </DropdownMenuItem>
        ) : null}
        {drivers.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>An Fahrer senden:</DropdownMenuLabel>
            {drivers.map((driver) => (
              <DropdownMenuItem
                key={driver.id}
                onSelect={() => submit({ intent: 'assign', id: row.id, driverId: driver.id })}
              >
                {driver.name}
                {driver.id === row.assignedDriverId ? (
                  <span className="ml-auto text-xs text-muted">zugewiesen</span>
                ) : null}
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
