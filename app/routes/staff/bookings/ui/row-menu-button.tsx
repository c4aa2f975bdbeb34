// The "Aktionen" button of a booking row. The Radix menu behind it (row-actions-menu.tsx) is loaded and
// rendered only when a row's menu is first opened (issue 15): 50 rows no longer ship 50 menus in the
// HTML, and the list's first load no longer pulls Radix DropdownMenu. Pointing at or focusing the button
// starts the download, so the menu is normally there by the time it is clicked. The button is one class
// (`.kf-row-menu` in app.css), which also draws its "…" icon (a CSS mask, decision 200).
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { cn } from '#app/ui/cn';
import { preloadBookingDialogs } from './booking-dialogs';
import type { DialogRequest } from './row-actions-menu';
import type { BookingRowView, DriverOption } from '#app/domain/bookings/read-models';

const loadMenu = () => import('./row-actions-menu');
const RowActionsMenu = lazy(() => loadMenu().then((m) => ({ default: m.RowActionsMenu })));

function preloadMenu() {
  void loadMenu().catch(() => undefined);
}

export type RowMenuProps = {
  row: BookingRowView;
  drivers: DriverOption[];
  onOpenDialog: (request: DialogRequest) => void;
};

/**
 * The row's menu button; also the Radix menu's own trigger (row-actions-menu.tsx), so both look alike.
 * Fifty per page, so only what it needs (decision 204): no `type` (the table is in no form; Radix sets
 * it on its trigger) and no `aria-expanded` while no menu exists (WAI-ARIA's menu button pattern leaves
 * it out when the menu is hidden; Radix's trigger says `false`/`true` once the menu is there).
 */
export function RowMenuTrigger({ row, className, ...props }: { row: BookingRowView } & ComponentProps<'button'>) {
  return (
    <button
      className={cn('kf-row-menu', className)}
      aria-label={`Aktionen für Buchung ${row.bookingNumber}`}
      {...props}
    />
  );
}

export function RowMenuButton(props: RowMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return (
      <Suspense fallback={<RowMenuTrigger row={props.row} aria-haspopup="menu" />}>
        <RowActionsMenu {...props} defaultOpen />
      </Suspense>
    );
  }
  return (
    <RowMenuTrigger
      row={props.row}
      aria-haspopup="menu"
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => {
        preloadBookingDialogs();
        setWanted(true);
      }}
    />
  );
}
