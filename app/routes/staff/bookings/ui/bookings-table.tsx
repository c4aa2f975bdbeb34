// The bookings table (SPEC.md §2): checkbox, Buchung-Nr., Datum, Zeit (with the return leg below),
// Patient (with the handling flags), Art, Krankenkasse, Von → Nach (map-search links), Fahrer (per leg),
// Aktionen (status badge + menu). A pending booking whose ride has passed is marked "überfällig".
// Clicking a row toggles its selection; the checkbox does the same from the keyboard (Space).
//
// Compact markup (issue 15, decision 200): a 50-row page must stay within 80 KB of HTML. The look lives
// in app.css (`.kf-bt`: one rule per row style, the columns by position), not in ~20 utility classes on
// every cell; the checkbox is a native one; the row menu's and the flags' icons are CSS masks (no markup
// per icon); the two map links share hidden descriptions instead of repeating them. tests/integration/bookings-list-size
// measures the signed-in document and fails if it grows back. A row carries no test hook: tests find it
// by its booking number (`data-booking-id` was 2.75 KB of the page, decision 116).
import { useEffect, useRef, type MouseEvent } from 'react';
import { formatGermanDate } from '#app/domain/calendar-days';
import { bookingMapPath, type MapEnd } from '#app/domain/bookings/maps';
import { STATUS_LABELS } from '#app/domain/rides/statuses';
import { Badge } from '#app/ui/badge';
import { cn } from '#app/ui/cn';
import { LIVE_HIGHLIGHT_CLASS, useRecentlyChanged } from '#app/staff/realtime/live-updates';
import { FlagListLabel, HandlingFlagList } from './handling-flag-list';
import { returnLegLabel } from './legs-presentation';
import { rowColourClass } from './presentation';
import type { DialogRequest } from './row-actions-menu';
import { RowMenuButton } from './row-menu-button';
import type { BookingRowView, DriverOption } from '#app/domain/bookings/read-models';
import { ApprovalBadge } from '#app/routes/staff/approvals/ui/approval-badge';

const FROM_HINT = 'kf-von';
const TO_HINT = 'kf-nach';

function isInteractive(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    Boolean(target.closest('a, button, input, select, textarea, [role="menuitem"], [role="checkbox"]'))
  );
}

/**
 * The address opens a map search in a new tab, through this site's short redirect by booking number
 * (`bookingMapPath`); which address and where it opens is its shared description. No `rel`: a
 * `target="_blank"` link opens without `window.opener` in every current browser, and the redirect sends
 * `Referrer-Policy: no-referrer`, so the list's URL (it may carry a searched name) never reaches Google
 * (decision 204; 17 bytes per link).
 */
function MapLink({ bookingNumber, end, address }: { bookingNumber: string; end: MapEnd; address: string }) {
  return (
    <a href={bookingMapPath(bookingNumber, end)} target="_blank" aria-describedby={end === 'von' ? FROM_HINT : TO_HINT}>
      {address}
    </a>
  );
}

type Leg = BookingRowView['legs'][number];

/** Who drives; "nicht zugewiesen" in the muted colour (`.kf-bt td i`: most rows of a day, one tag each). */
function DriverCell({ hin, back }: { hin: Leg | undefined; back: Leg | undefined }) {
  const name = (leg: Leg) => leg.driverName ?? <i>nicht zugewiesen</i>;
  if (!hin) return <i>–</i>;
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
  drivers: DriverOption[];
  onOpenDialog: (request: DialogRequest) => void;
}) {
  const changed = useRecentlyChanged(row.id);
  const hin = row.legs.find((leg) => leg.kind === 'hin');
  const back = row.legs.find((leg) => leg.kind === 'rueck');
  return (
    <tr
      data-state={selected ? 'selected' : undefined}
      data-live-changed={changed || undefined}
      data-overdue={row.overdue || undefined}
      className={cn(rowColourClass(row.code, row.status), changed && LIVE_HIGHLIGHT_CLASS) || undefined}
      onClick={(e: MouseEvent) => {
        if (!isInteractive(e.target)) onToggle(row.id);
      }}
    >
      <td>
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(row.id)}
          aria-label={`Buchung ${row.bookingNumber} auswählen`}
        />
      </td>
      <td>
        {row.bookingNumber}
        {row.serie ? <small className="kf-serie">Serie</small> : null}
      </td>
      <td>
        {formatGermanDate(row.datum)}
        {row.overdue ? <span className="kf-overdue">überfällig</span> : null}
      </td>
      <td>
        {row.uhrzeit}
        {back ? <small>{returnLegLabel(back, row.datum)}</small> : null}
      </td>
      <td>
        <b>{`${row.vorname} ${row.nachname}`}</b>
        <HandlingFlagList flags={row.flags} inTable />
      </td>
      <td>{row.code ?? '–'}</td>
      <td>
        {row.krankenkasse ?? '–'}
        {row.approvalBadge ? <ApprovalBadge kind={row.approvalBadge} /> : null}
      </td>
      <td>
        <MapLink bookingNumber={row.bookingNumber} end="von" address={row.abholadresse} />
        <span aria-hidden="true"> → </span>
        <MapLink bookingNumber={row.bookingNumber} end="nach" address={row.zieladresse} />
      </td>
      <td>
        <DriverCell hin={hin} back={back} />
      </td>
      <td>
        <div className="kf-acts">
          <Badge variant={row.status}>{STATUS_LABELS[row.status]}</Badge>
          <RowMenuButton row={row} drivers={drivers} onOpenDialog={onOpenDialog} />
        </div>
      </td>
    </tr>
  );
}

/** "Alle auswählen": checked, mixed (some rows) or unchecked; `indeterminate` is a property, not markup. */
function SelectAll({
  all,
  some,
  disabled,
  onChange,
}: {
  all: boolean;
  some: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [all, some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="kf-check"
      checked={all}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      aria-label="Alle Buchungen dieser Seite auswählen"
    />
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
  drivers: DriverOption[];
  onOpenDialog: (request: DialogRequest) => void;
  busy: boolean;
}) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  return (
    <div aria-busy={busy || undefined} className="kf-bt">
      <span id={FROM_HINT} hidden>
        Abholadresse in Google Maps, öffnet in neuem Tab
      </span>
      <span id={TO_HINT} hidden>
        Zieladresse in Google Maps, öffnet in neuem Tab
      </span>
      <FlagListLabel />
      <div>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <SelectAll all={all} some={some} disabled={!rows.length} onChange={onToggleAll} />
              </th>
              <th scope="col">Buchung-Nr.</th>
              <th scope="col">Datum</th>
              <th scope="col">Zeit</th>
              <th scope="col">Patient</th>
              <th scope="col">Art</th>
              <th scope="col">Krankenkasse</th>
              <th scope="col">Von → Nach</th>
              <th scope="col">Fahrer</th>
              <th scope="col">Aktionen</th>
            </tr>
          </thead>
          <tbody>
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
              <tr className="kf-empty">
                <td colSpan={10}>Keine Buchungen gefunden.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
