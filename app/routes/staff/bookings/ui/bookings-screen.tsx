// The Buchungen screen (SPEC.md §2): filter card, selection bar, list title with archive toggle, colour
// legend, table, pagination and the three dialogs. Data comes from the route's loader, one page at a time.
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { TRANSPORT_LEGEND } from '#app/domain/bookings/transport';
import { BookingDialogs } from './booking-dialogs';
import { BookingsTable } from './bookings-table';
import { FilterCard } from './filter-card';
import { PaginationNav } from './pagination-nav';
import { NewBookingLink } from './new-booking-link';
import { LEGEND_SWATCH } from './presentation';
import type { DialogRequest } from './row-actions-menu';
import type { BookingRowView } from '#app/domain/bookings/read-models';
import type { Route } from '../+types/bookings';
import { formatNumber } from '#app/domain/numbers';

/** What the route's loader returns (the route's generated types), its rows unpacked from the wire (list-wire.ts). */
type ScreenData = Omit<Route.ComponentProps['loaderData'], 'rows'> & { rows: BookingRowView[] };

// The selection bar (bulk actions, their confirmation dialogs and approval checks) is loaded when a row is
// first selected, not with the list (issue 15: /app/bookings ≤ 150 KiB of JS on first load).
const SelectionBar = lazy(() => import('./selection-bar').then((m) => ({ default: m.SelectionBar })));

/** The colour legend; its look is `.kf-legend` in app.css (decision 204), the swatch's colours per code. */
function Legend() {
  return (
    <ul aria-label="Farblegende" className="kf-legend">
      {TRANSPORT_LEGEND.map((item) => (
        <li key={item.code}>
          <i aria-hidden="true" className={LEGEND_SWATCH[item.code]} />
          <b>{item.code}</b> {item.label}
        </li>
      ))}
    </ul>
  );
}

export function BookingsScreen({ filters, rows, total, totalCapped, page, pages, drivers }: ScreenData) {
  const location = useLocation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  // The selection belongs to the page shown: a new filter or page starts with none.
  const [selection, setSelection] = useState<{ search: string; ids: ReadonlySet<string> }>({
    search: location.search,
    ids: new Set(),
  });
  const selected = selection.search === location.search ? selection.ids : new Set<string>();
  const visible = new Set(rows.map((r) => r.id));
  const selectedIds = [...selected].filter((id) => visible.has(id));
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ search: location.search, ids });
  // Once wanted, the bar stays mounted (it renders nothing without a selection), as it did before it was lazy.
  const [barWanted, setBarWanted] = useState(false);
  if (selectedIds.length && !barWanted) setBarWanted(true);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const close = () => setDialog(null);

  const archiveHref = (() => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (filters.archived) next.delete('archive');
    else next.set('archive', '1');
    const query = next.toString();
    return query ? `?${query}` : location.pathname;
  })();

  return (
    <div className="mx-auto flex max-w-[96rem] flex-col gap-4 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Buchungen</h1>
        <NewBookingLink shortcut />
      </div>
      <FilterCard drivers={drivers} archived={filters.archived} />
      {barWanted ? (
        <Suspense fallback={null}>
          <SelectionBar ids={selectedIds} drivers={drivers} onDone={() => setSelected(new Set())} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">
            {filters.archived ? 'Archivierte Buchungen' : 'Alle Buchungen'} (
            {totalCapped ? `mehr als ${formatNumber(total)}` : total})
          </h2>
          {pages > 1 ? (
            <p className="text-sm text-muted">{totalCapped ? `Seite ${page}` : `Seite ${page} von ${pages}`}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Legend />
          <Link to={archiveHref} className="text-sm font-medium text-brand-dark underline underline-offset-4">
            {filters.archived ? 'Zurück zu aktiven Buchungen' : 'Archivierte Buchungen anzeigen'}
          </Link>
        </div>
      </div>
      <p role="status" aria-live="polite" className={loading ? 'text-sm font-medium text-brand-dark' : 'sr-only'}>
        {loading ? 'Lade Buchungen...' : ''}
      </p>
      <BookingsTable
        rows={rows}
        selected={selected}
        onToggle={toggle}
        onToggleAll={(checked) => setSelected(checked ? new Set(rows.map((r) => r.id)) : new Set())}
        drivers={drivers}
        onOpenDialog={setDialog}
        busy={loading}
      />
      <PaginationNav page={page} pages={pages} />
      <BookingDialogs dialog={dialog} onClose={close} />
    </div>
  );
}
