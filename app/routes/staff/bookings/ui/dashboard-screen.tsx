// The dashboard (SPEC.md §2): three tiles, the rides of the chosen day as the dispatch board has them
// (Zugewiesen / Unzugewiesen, else the leg's state such as "abgesetzt") with a switch for that day's
// rejected rides, a calendar (Monday first) marking days with rides, and the month-over-month growth
// computed from the data.
import { CalendarDays, ClipboardList, TrendingDown, TrendingUp, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { calendarDateOfPicker, pickerDate } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import { growthPercent, growthText } from '#app/domain/bookings/growth';
import { Badge } from '#app/ui/badge';
import { Calendar } from '#app/ui/calendar';
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/card';
import { Label } from '#app/ui/label';
import { Switch } from '#app/ui/switch';
import { ApprovalNotices } from '#app/routes/staff/approvals/ui/approval-notices';
import type { DashboardRide } from '#app/domain/bookings/read-models';
import { LEG_STATUS_BADGE, LEG_STATUS_LABELS, LEG_STATUSES, type StatusBadgeVariant } from '#app/domain/rides/statuses';
import { HandlingFlags } from '#app/routes/staff/bookings/ui/handling-flags';
import type { Route } from '../+types/dashboard';
import { formatNumber } from '#app/domain/numbers';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

function Tile({
  title,
  value,
  href,
  icon,
  hint,
}: {
  title: string;
  value: number;
  href?: string;
  icon: ReactNode;
  hint?: ReactNode;
}) {
  const body = (
    <Card className="h-full transition-colors hover:border-brand">
      <CardContent className="flex items-center gap-4 p-4">
        <span aria-hidden="true" className="rounded-md bg-brand-light p-2 text-brand-dark">
          {icon}
        </span>
        <span className="flex flex-col">
          <span className="text-sm text-muted">{title}</span>
          <span className="text-2xl font-bold">{formatNumber(value)}</span>
          {hint}
        </span>
      </CardContent>
    </Card>
  );
  return href ? (
    <Link
      to={href}
      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {body}
    </Link>
  ) : (
    body
  );
}

// A leg's state in the colour the board gives it ("abgesetzt" green, "unterwegs" yellow, …).
const LABEL_VARIANT: Record<string, StatusBadgeVariant> = {
  ...Object.fromEntries(LEG_STATUSES.map((leg) => [LEG_STATUS_LABELS[leg], LEG_STATUS_BADGE[leg]])),
  Zugewiesen: 'confirmed',
  Unzugewiesen: 'pending',
  Offen: 'pending',
  Abgelehnt: 'rejected',
};

function RideList({ rides, empty }: { rides: DashboardRide[]; empty: string }) {
  if (!rides.length) return <p className="py-6 text-center text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rides.map((ride) => (
        <li
          key={`${ride.id}-${ride.leg}`}
          data-leg={ride.leg}
          className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm"
        >
          <span className="w-16 font-semibold tabular-nums">{ride.uhrzeit ?? 'nach Termin'}</span>
          <span className="min-w-0 flex-1">
            <span className="font-medium">{ride.patient}</span>
            {ride.code ? <span className="ml-2 text-xs font-semibold text-muted">{ride.code}</span> : null}
            {ride.leg === 'rueck' ? (
              <span className="ml-2 rounded bg-slate-100 px-1 text-xs font-semibold">Rückfahrt</span>
            ) : null}
            <HandlingFlags flags={ride.flags} className="mt-0.5" />
            <span className="block text-muted">
              {ride.abholadresse} → {ride.zieladresse}
            </span>
            {ride.driverName ? <span className="block text-xs">Fahrer: {ride.driverName}</span> : null}
          </span>
          <Badge variant={LABEL_VARIANT[ride.label] ?? 'outline'}>{ride.label}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function DashboardScreen(view: ScreenData) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const switchId = useId();
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    void navigate(`?${next.toString()}`, { replace: true, preventScrollReset: true });
  };
  const percent = growthPercent(view.growth.current, view.growth.previous);
  const marked = view.daysWithRides.map(pickerDate);
  const rides = view.showRejected ? view.rejectedRides : view.rides;

  return (
    <div className="mx-auto flex max-w-[96rem] flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <div className="grid gap-3 sm:grid-cols-3">
        <Tile
          title="Buchungen gesamt"
          value={view.totalBookings}
          icon={<ClipboardList className="size-6" />}
          hint={
            <span className="flex items-center gap-1 text-xs text-muted">
              {percent !== null && percent < 0 ? (
                <TrendingDown aria-hidden="true" className="size-3.5" />
              ) : (
                <TrendingUp aria-hidden="true" className="size-3.5" />
              )}
              {growthText(view.growth.current, view.growth.previous)}
            </span>
          }
        />
        <Tile
          title="Offene Buchungen"
          value={view.openBookings}
          href="/app/bookings?status=pending"
          icon={<CalendarDays className="size-6" />}
        />
        <Tile
          title="Aktive Fahrer"
          value={view.activeDrivers}
          href="/app/drivers"
          icon={<Users className="size-6" />}
        />
      </div>
      {view.approvalNotices ? <ApprovalNotices {...view.approvalNotices} /> : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_auto]">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle>
              {view.showRejected ? 'Abgelehnte Fahrten' : 'Fahrten'} am {formatGermanDate(view.day)}
            </CardTitle>
            <div className="flex items-center gap-2">
              <Switch
                id={switchId}
                checked={view.showRejected}
                onCheckedChange={(checked) => set({ abgelehnt: checked ? '1' : null })}
              />
              <Label htmlFor={switchId}>Abgelehnte anzeigen</Label>
            </div>
          </CardHeader>
          <CardContent aria-busy={navigation.state === 'loading' || undefined}>
            <RideList
              rides={rides}
              empty={view.showRejected ? 'Keine abgelehnten Fahrten an diesem Tag.' : 'Keine Fahrten an diesem Tag.'}
            />
            {rides.length >= 100 ? (
              <p className="pt-2 text-xs text-muted">Es werden höchstens 100 Fahrten angezeigt.</p>
            ) : null}
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardHeader>
            <CardTitle as="h2">Tag wählen</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col items-center">
            <Calendar
              mode="single"
              required
              selected={pickerDate(view.day)}
              month={pickerDate(view.month)}
              onMonthChange={(month) => set({ monat: calendarDateOfPicker(month).slice(0, 7) })}
              onSelect={(date) => date && set({ tag: calendarDateOfPicker(date), monat: null })}
              modifiers={{ rides: marked }}
              modifiersClassNames={{ rides: 'kf-has-rides' }}
              classNames={{
                day: "relative size-11 p-0 text-center text-base [&.kf-has-rides>button]:after:absolute [&.kf-has-rides>button]:after:bottom-1 [&.kf-has-rides>button]:after:left-1/2 [&.kf-has-rides>button]:after:size-1.5 [&.kf-has-rides>button]:after:-translate-x-1/2 [&.kf-has-rides>button]:after:rounded-full [&.kf-has-rides>button]:after:bg-brand [&.kf-has-rides>button]:after:content-['']",
              }}
            />
            <p className="mt-2 flex items-center gap-2 text-xs text-muted">
              <span aria-hidden="true" className="inline-block size-1.5 rounded-full bg-brand" /> Tag mit angenommenen
              Fahrten
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
