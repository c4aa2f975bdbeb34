// Disposition (issue 20): the board of a day or week. One section per driver (with their vehicle) plus
// "Nicht zugewiesen", each leg in time order with handling flags, approval badge, leg status and its
// conflicts; per leg a keyboard-operable assignment (driver and vehicle selects, "Speichern") that shows
// the conflicts of the planned assignment before it is saved. Changes of other dispatchers and drivers'
// status reports arrive through the shell's live updates (the page revalidates).
import { CalendarDays, ChevronLeft, ChevronRight, Printer, Send, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { APPROVAL_BADGE_LABELS } from '#app/domain/approvals/leg-approvals';
import { addCalendarDays, formatGermanWeekday } from '#app/domain/calendar-days';
import {
  boardConflicts,
  boardGroups,
  driverVehicleId,
  previewAssignment,
  vehicleLabel,
  type BoardData,
  type BoardGroup,
  type BoardLeg,
} from '#app/domain/dispatch/board';
import type { DispatchConflict } from '#app/domain/dispatch/conflicts';
import { formatGermanDate } from '#app/domain/german-date';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';
import { LEG_STATUS_BADGE, LEG_STATUS_LABELS } from '#app/domain/rides/statuses';
import { formatPhoneForDisplay, toE164 } from '#app/domain/patients/phone';
import { Badge } from '#app/ui/badge';
import { Button, buttonVariants } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { Input } from '#app/ui/input';
import { NamedOptions, NativeSelect } from '#app/ui/native-select';
import { usePostAction } from '#app/staff/actions/use-post-action';
import { QuestionDialog } from '#app/staff/crud/question-dialog';
import { ApprovalBadge } from '#app/routes/staff/approvals/ui/approval-badge';
import { HandlingFlags } from '#app/routes/staff/bookings/ui/handling-flags';
import { companionsLabel } from '#app/domain/bookings/companions';
import { LIVE_HIGHLIGHT_CLASS, LIVE_HIGHLIGHT_TRANSITION, useRecentlyChanged } from '#app/staff/realtime/live-updates';
import type { Route } from '../+types/dispatch';

export const DISPATCH_ACTION_URL = '/app/dispatch/aktionen';

function boardHref(day: string, view: BoardData['range']['view']): string {
  return `/app/dispatch?tag=${day}${view === 'woche' ? '&ansicht=woche' : ''}`;
}

function periodTitle(board: BoardData): string {
  const { range, today } = board;
  if (range.view === 'woche') return `Woche vom ${formatGermanDate(range.from)} bis ${formatGermanDate(range.to)}`;
  const relative = range.day === today ? 'Heute, ' : range.day === addCalendarDays(today, 1) ? 'Morgen, ' : '';
  return `${relative}${formatGermanWeekday(range.day)} ${formatGermanDate(range.day)}`;
}

function PeriodNav({ board }: { board: BoardData }) {
  const { range, today } = board;
  const step = range.view === 'woche' ? 7 : 1;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/app/dispatch';
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label="Zeitraum wählen" className="flex flex-wrap items-end gap-2">
      <Link className={linkClass} to={boardHref(addCalendarDays(range.day, -step), range.view)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {range.view === 'woche' ? 'Vorige Woche' : 'Vortag'}
      </Link>
      <Link
        className={linkClass}
        to={boardHref(today, range.view)}
        aria-current={range.day === today ? 'date' : undefined}
      >
        Heute
      </Link>
      <Link className={linkClass} to={boardHref(addCalendarDays(today, 1), range.view)}>
        Morgen
      </Link>
      <Link className={linkClass} to={boardHref(addCalendarDays(range.day, step), range.view)}>
        {range.view === 'woche' ? 'Nächste Woche' : 'Folgetag'}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
      <Form method="get" action="/app/dispatch" className="flex items-end gap-2">
        <label className="grid gap-1 text-xs font-medium">
          Tag
          <Input
            type="date"
            name="tag"
            defaultValue={range.day}
            key={range.day}
            className="min-h-9 py-1 text-sm"
            required
          />
        </label>
        {range.view === 'woche' ? <input type="hidden" name="ansicht" value="woche" /> : null}
        <Button type="submit" size="sm" variant="secondary">
          <CalendarDays aria-hidden="true" className="size-4" />
          Anzeigen
        </Button>
      </Form>
      <div role="group" aria-label="Ansicht" className="flex gap-1">
        <Link
          className={cn(linkClass, range.view === 'tag' && 'border-brand bg-brand-light')}
          aria-current={range.view === 'tag' ? 'page' : undefined}
          to={boardHref(range.day, 'tag')}
        >
          Tag
        </Link>
        <Link
          className={cn(linkClass, range.view === 'woche' && 'border-brand bg-brand-light')}
          aria-current={range.view === 'woche' ? 'page' : undefined}
          to={boardHref(range.day, 'woche')}
        >
          Woche
        </Link>
      </div>
      <span role="status" aria-live="polite" className="text-sm text-muted">
        {loading ? 'Lade Disposition...' : ''}
      </span>
    </nav>
  );
}

function ConflictList({ conflicts, label }: { conflicts: DispatchConflict[]; label: string }) {
  if (!conflicts.length) return null;
  return (
    <ul aria-label={label} className="grid gap-1" data-conflicts={conflicts.map((c) => c.kind).join(' ')}>
      {conflicts.map((conflict) => (
        <li
          key={`${conflict.kind}-${conflict.legIds.join('-')}`}
          className="flex items-start gap-1.5 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>{conflict.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * `choosing`: the dispatcher has reached the ride, so its selects offer every driver and vehicle; before,
 * each holds only the stored choice (see LegCard).
 */
function AssignForm({ board, leg, choosing }: { board: BoardData; leg: BoardLeg; choosing: boolean }) {
  const id = useId();
  const { run, busy } = usePostAction();
  const [driverId, setDriverId] = useState(leg.driverId ?? '');
  const [vehicleId, setVehicleId] = useState(leg.vehicleId ?? '');
  // A save or another dispatcher's change brings new data: the selects follow the stored assignment.
  const [stored, setStored] = useState(`${leg.driverId ?? ''}|${leg.vehicleId ?? ''}`);
  const current = `${leg.driverId ?? ''}|${leg.vehicleId ?? ''}`;
  if (stored !== current) {
    setStored(current);
    setDriverId(leg.driverId ?? '');
    setVehicleId(leg.vehicleId ?? '');
  }
  const changed = driverId !== (leg.driverId ?? '') || vehicleId !== (leg.vehicleId ?? '');
  const preview = useMemo(
    () =>
      changed ? previewAssignment(board, leg.legId, { driverId: driverId || null, vehicleId: vehicleId || null }) : [],
    [board, leg.legId, driverId, vehicleId, changed],
  );
  const what = `${LEG_KIND_LABELS[leg.kind]} ${leg.bookingNumber}`;
  const chosenDriver = board.drivers.find((d) => d.id === driverId);
  const driverVehicle = board.vehicles.find((v) => v.id === driverVehicleId(chosenDriver, board.vehicles));
  // A deactivated driver is not offered, but a leg that still has one keeps showing their name.
  const offered = board.drivers.filter((d) => d.active);
  const storedDriver = board.drivers.find((d) => d.id === leg.driverId);
  const missingDriver = leg.driverId && !offered.some((d) => d.id === leg.driverId);
  const drivers = choosing ? offered : offered.filter((d) => d.id === driverId);
  const vehicles = choosing ? board.vehicles : board.vehicles.filter((v) => v.id === vehicleId);
  const field =
    'grid gap-1 @md:grid-cols-[4.5rem_minmax(0,1fr)] @md:items-center @md:gap-2 @3xl:grid-cols-1 @3xl:gap-1';
  return (
    <form
      className="@container grid gap-2"
      aria-label={`Zuweisung ${what}`}
      onSubmit={async (event) => {
        event.preventDefault();
        await run(
          { intent: 'assign-leg', id: leg.bookingId, leg: leg.kind, driverId, vehicleId },
          { url: DISPATCH_ACTION_URL },
        );
      }}
    >
      {/* One select per line with the label beside it (the ride's right column from 1280 px) or above it (phones),
          so each shows its whole text ("Nicht zugewies…" at 1366 px, issue 37); in a wide row both in one line. */}
      <div className="grid gap-2 @3xl:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] @3xl:items-end">
        <div className={field}>
          <label htmlFor={`${id}-driver`} className="text-sm font-medium @3xl:text-xs">
            Fahrer
          </label>
          <NativeSelect
            id={`${id}-driver`}
            aria-label={`Fahrer für ${what}`}
            className="min-h-9 py-1 text-sm"
            value={driverId}
            onChange={(e) => setDriverId(e.target.value)}
          >
            {choosing || !driverId ? <option value="">Nicht zugewiesen</option> : null}
            {missingDriver ? (
              <option value={leg.driverId!}>
                {storedDriver ? `${storedDriver.name} (inaktiv)` : 'Unbekannter Fahrer'}
              </option>
            ) : null}
            <NamedOptions items={drivers} />
          </NativeSelect>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-vehicle`} className="text-sm font-medium @3xl:text-xs">
            Fahrzeug
          </label>
          <NativeSelect
            id={`${id}-vehicle`}
            aria-label={`Fahrzeug für ${what}`}
            className="min-h-9 py-1 text-sm"
            value={vehicleId}
            onChange={(e) => setVehicleId(e.target.value)}
          >
            {choosing || !vehicleId ? (
              <option value="">
                {driverVehicle ? `Fahrzeug des Fahrers (${driverVehicle.plate})` : 'Fahrzeug des Fahrers'}
              </option>
            ) : null}
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {vehicleLabel(v)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="submit"
          size="sm"
          className="justify-self-start @md:@max-3xl:ml-20"
          disabled={busy || !changed}
          aria-label={`Zuweisung ${what} speichern`}
        >
          {busy ? 'Speichert …' : 'Speichern'}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {changed && preview.length ? (
          <div className="grid gap-1">
            <p className="text-sm font-semibold text-amber-900">Vor dem Speichern prüfen:</p>
            <ConflictList conflicts={preview} label={`Konflikte der geplanten Zuweisung ${what}`} />
          </div>
        ) : changed && driverId ? (
          <p className="text-sm text-green-800">Keine Konflikte mit dieser Zuweisung.</p>
        ) : null}
      </div>
    </form>
  );
}

/** "Absagen": the leg is cancelled after asking; its driver is taken off and sees it on the phone. */
function CancelLeg({ leg }: { leg: BoardLeg }) {
  const { run, busy } = usePostAction();
  const [asking, setAsking] = useState(false);
  const what = `${LEG_KIND_LABELS[leg.kind]} ${leg.bookingNumber}`;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="justify-self-start text-destructive"
        disabled={busy}
        onClick={() => setAsking(true)}
        aria-label={`${what} absagen`}
      >
        Absagen
      </Button>
      <QuestionDialog
        open={asking}
        onOpenChange={setAsking}
        title={`${what} absagen?`}
        description={`Die Fahrt wird storniert.${leg.driverId ? ' Der Fahrer wird entfernt und sieht auf dem Telefon, dass sie storniert ist.' : ''}`}
        confirmLabel="Fahrt absagen"
        destructive
        busy={busy}
        onConfirm={async () => {
          await run({ intent: 'cancel-leg', id: leg.bookingId, leg: leg.kind });
          setAsking(false);
        }}
      />
    </>
  );
}

function LegCard({
  board,
  leg,
  conflicts,
  showDate,
}: {
  board: BoardData;
  leg: BoardLeg;
  conflicts: DispatchConflict[];
  showDate: boolean;
}) {
  // A change event names the booking (assignments, edits) or, for a driver's status report, the leg.
  const bookingChanged = useRecentlyChanged(leg.bookingId);
  const legChanged = useRecentlyChanged(leg.legId);
  const highlighted = bookingChanged || legChanged;
  const phone = leg.telefon ? toE164(leg.telefon) : null;
  // The ride's choices are rendered once the dispatcher reaches it (the pointer over it, the focus, a key
  // or a press in it): every driver and vehicle repeated in every ride's selects made a week's board
  // hundreds of KB of HTML (issue 37). Until then each select holds only the stored choice.
  const [choosing, setChoosing] = useState(false);
  const choose = () => {
    if (!choosing) setChoosing(true);
  };
  return (
    <li
      onPointerEnter={choose}
      onPointerDown={choose}
      onFocus={choose}
      onKeyDown={choose}
      data-leg-id={leg.legId}
      data-leg-kind={leg.kind}
      data-booking-number={leg.bookingNumber}
      className={cn(
        'grid gap-3 rounded-md border border-border bg-white p-3 xl:grid-cols-[minmax(0,1fr)_minmax(28rem,1fr)]',
        conflicts.length && 'border-amber-400',
        !leg.planned && 'opacity-70',
        LIVE_HIGHLIGHT_TRANSITION,
        highlighted && LIVE_HIGHLIGHT_CLASS,
      )}
    >
      <div className="grid gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold tabular-nums">{leg.uhrzeit ? `${leg.uhrzeit} Uhr` : 'nach Termin'}</span>
          {showDate ? (
            <span className="font-medium">{`${formatGermanWeekday(leg.datum)} ${formatGermanDate(leg.datum)}`}</span>
          ) : null}
          <span className="font-medium">{LEG_KIND_LABELS[leg.kind]}</span>
          <span className="text-sm text-muted">{leg.bookingNumber}</span>
          {leg.code ? <Badge variant="outline">{leg.code}</Badge> : null}
        </p>
        <p className="break-words">
          <span className="font-semibold">{leg.patient}</span>
          {companionsLabel(leg.begleitpersonen) ? (
            <span
              className="font-medium"
              data-testid="begleitpersonen"
            >{` ${companionsLabel(leg.begleitpersonen)}`}</span>
          ) : null}
          {phone ? (
            <>
              {' · '}
              <a className="text-brand underline" href={`tel:${phone}`}>
                {formatPhoneForDisplay(leg.telefon!)}
              </a>
            </>
          ) : null}
        </p>
        <p className="text-sm break-words">
          {leg.abholadresse} <span aria-hidden="true">→</span>
          <span className="sr-only"> nach </span> {leg.zieladresse}
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={LEG_STATUS_BADGE[leg.legStatus]} data-leg-status={leg.legStatus}>
            {LEG_STATUS_LABELS[leg.legStatus]}
          </Badge>
          {leg.approval ? (
            <ApprovalBadge kind={leg.approval} title={`Genehmigung: ${APPROVAL_BADGE_LABELS[leg.approval]}`} />
          ) : null}
          <HandlingFlags flags={leg.flags} labelled />
        </div>
        {leg.missedReason ? (
          <p className="text-sm font-medium break-words text-red-900" data-testid="missed-reason">
            Nicht angetroffen: {leg.missedReason}
          </p>
        ) : null}
        {leg.notes ? <p className="text-sm text-muted break-words">Notiz: {leg.notes}</p> : null}
        <ConflictList conflicts={conflicts} label={`Konflikte ${LEG_KIND_LABELS[leg.kind]} ${leg.bookingNumber}`} />
      </div>
      <div className="grid content-start gap-2">
        <AssignForm board={board} leg={leg} choosing={choosing} />
        {leg.cancellable ? <CancelLeg leg={leg} /> : null}
      </div>
    </li>
  );
}

function DayPlanActions({ board, group }: { board: BoardData; group: BoardGroup }) {
  const { run, busy } = usePostAction();
  const driver = group.driver!;
  const day = board.range.day;
  return (
    <div className="flex flex-wrap gap-2">
      <a
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        href={`/app/dispatch/tagesplan/${driver.id}?tag=${day}`}
        target="_blank"
        rel="noopener"
        aria-label={`Tagesplan ${driver.name} für den ${formatGermanDate(day)} drucken`}
      >
        <Printer aria-hidden="true" className="size-4" />
        Tagesplan drucken
      </a>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Tagesplan ${driver.name} für den ${formatGermanDate(day)} senden`}
        onClick={() => void run({ intent: 'send-plan', driverId: driver.id, datum: day }, { url: DISPATCH_ACTION_URL })}
      >
        <Send aria-hidden="true" className="size-4" />
        {busy ? 'Sendet …' : 'Tagesplan senden'}
      </Button>
    </div>
  );
}

function GroupSection({
  board,
  group,
  conflictsOf,
}: {
  board: BoardData;
  group: BoardGroup;
  conflictsOf: (legId: string) => DispatchConflict[];
}) {
  const id = useId();
  const title = group.driver ? `${group.driver.name}${group.driver.active ? '' : ' (inaktiv)'}` : 'Nicht zugewiesen';
  const vehicle = group.driver ? (group.vehicle ? vehicleLabel(group.vehicle) : 'kein Fahrzeug') : null;
  const conflictCount = group.legs.filter((l) => conflictsOf(l.legId).length).length;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-group={group.driver ? group.driver.id : 'nicht-zugewiesen'}
      className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}{' '}
            <span className="text-base font-normal text-muted">
              ({group.legs.length === 1 ? '1 Fahrt' : `${group.legs.length} Fahrten`})
            </span>
          </h2>
          {group.driver ? (
            <p className="text-sm text-muted">
              Fahrzeug: {vehicle}
              {group.driver.phone ? ` · ${formatPhoneForDisplay(group.driver.phone)}` : ''}
              {conflictCount ? (
                <span className="ml-2 font-semibold text-amber-900">
                  {conflictCount === 1 ? '1 Fahrt mit Konflikt' : `${conflictCount} Fahrten mit Konflikt`}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {group.driver && board.range.view === 'tag' && group.legs.some((l) => l.planned) ? (
          <DayPlanActions board={board} group={group} />
        ) : null}
      </header>
      {group.legs.length ? (
        <ul className="grid gap-2">
          {group.legs.map((leg) => (
            <LegCard
              key={leg.legId}
              board={board}
              leg={leg}
              conflicts={conflictsOf(leg.legId)}
              showDate={board.range.view === 'woche'}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          {group.driver ? 'Keine Fahrten in diesem Zeitraum.' : 'Alle Fahrten sind zugewiesen.'}
        </p>
      )}
    </section>
  );
}

/** The board is what the route's loader returns (the route's generated types). */
export function DispatchScreen(board: Route.ComponentProps['loaderData']) {
  const groups = useMemo(() => boardGroups(board), [board]);
  const conflicts = useMemo(() => boardConflicts(board.legs, board.drivers, board.vehicles, board.settings), [board]);
  const conflictsOf = (legId: string) => conflicts.filter((c) => c.legIds.includes(legId));
  const open = board.legs.filter((l) => !l.driverId && l.planned).length;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">Disposition</h1>
        <PeriodNav board={board} />
        <p className="text-base">
          <span className="font-semibold">{periodTitle(board)}</span>
          {' · '}
          {board.legs.length === 1 ? '1 Fahrt' : `${board.legs.length} Fahrten`}
          {' · '}
          <span data-open-count={open}>{open === 0 ? 'alle zugewiesen' : `${open} nicht zugewiesen`}</span>
          {' · '}
          <span
            data-conflict-count={conflicts.length}
            className={conflicts.length ? 'font-semibold text-amber-900' : ''}
          >
            {conflicts.length === 0
              ? 'keine Konflikte'
              : conflicts.length === 1
                ? '1 Konflikt'
                : `${conflicts.length} Konflikte`}
          </span>
        </p>
      </header>
      {groups.map((group) => (
        <GroupSection key={group.driver?.id ?? 'none'} board={board} group={group} conflictsOf={conflictsOf} />
      ))}
    </div>
  );
}
