// /fahrer: the drivers' app (issue 20). One column for a phone held in one hand: today's and tomorrow's
// legs of the signed-in driver, each with its status buttons and proof of service; a line that says
// whether the phone is online and how many reports wait; sign-out, which also forgets the offline copy.
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { NOT_LINKED } from '#app/domain/driver-app/action-texts';
import { RELEASED_LEG_TEXTS, type DriverLeg, type ReleasedLeg } from '#app/domain/driver-app/reports';
import { LEG_KIND_LABELS, legTimeLabel } from '#app/domain/rides/legs';
import { formatGermanDate } from '#app/domain/german-date';
import { Button } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { LegCard } from './leg-card';
import { forgetOfflineCopy, prepareOfflineUse } from './offline-cache';
import { useDriverLiveUpdates } from './use-driver-live-updates';
import { useReportQueue } from './use-report-queue';
import type { Route } from '../+types/driver-app';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

/** A ride taken away: time, direction and booking number only, and why (no patient data any more). */
function ReleasedCard({ leg }: { leg: ReleasedLeg }) {
  return (
    <article
      className="grid gap-1 rounded-lg border-2 border-dashed border-slate-400 bg-slate-50 p-4"
      data-testid="abgegeben"
    >
      <h3 className="text-xl font-bold">
        {legTimeLabel(leg)} <span className="text-lg font-semibold text-muted">· {LEG_KIND_LABELS[leg.kind]}</span>
      </h3>
      <p className="text-lg font-semibold">{RELEASED_LEG_TEXTS[leg.reason]}</p>
      <p className="text-base text-muted">
        {leg.bookingNumber} – bitte nicht mehr fahren. Fragen beantwortet die Disposition.
      </p>
    </article>
  );
}

type DayProps = {
  title: string;
  legs: DriverLeg[];
  released: ReleasedLeg[];
  queue: ReturnType<typeof useReportQueue>['queue'];
  add: ReturnType<typeof useReportQueue>['add'];
};

function DaySection({ title, legs, released, queue, add }: DayProps) {
  const headingId = `tag-${title.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      {legs.length ? (
        legs.map((leg) => (
          <LegCard key={leg.id} leg={leg} queued={queue.filter((report) => report.legId === leg.id)} add={add} />
        ))
      ) : (
        <p className="text-lg text-muted">Keine Fahrten.</p>
      )}
      {released.map((leg) => (
        <ReleasedCard key={leg.id} leg={leg} />
      ))}
    </section>
  );
}

export function DriverAppScreen(data: ScreenData) {
  const liveStreamOpen = useDriverLiveUpdates(data.linked);
  const { queue, online, notice, add } = useReportQueue(data.userId, { liveStreamOpen });
  const [confirmSignOut, setConfirmSignOut] = useState(false);

  useEffect(() => {
    void prepareOfflineUse();
  }, []);

  const onDay = <T extends { datum: string }>(list: T[], day: string) => list.filter((leg) => leg.datum === day);

  return (
    <div className="min-h-dvh bg-surface text-ink">
      <header className="sticky top-0 z-10 border-b-2 border-brand-dark bg-brand px-4 py-3 text-brand-foreground">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-bold">Meine Fahrten</h1>
            <p className="text-base">{data.name}</p>
          </div>
          <Form
            method="post"
            action="/logout"
            reloadDocument
            onSubmit={(event) => {
              if (queue.length && !confirmSignOut) {
                event.preventDefault();
                setConfirmSignOut(true);
                return;
              }
              void forgetOfflineCopy();
            }}
          >
            <Button
              type="submit"
              variant="outline"
              className="border-2 border-white bg-brand text-white hover:bg-brand-dark"
            >
              {confirmSignOut ? 'Trotzdem abmelden' : 'Abmelden'}
            </Button>
          </Form>
        </div>
      </header>

      <main className="mx-auto grid max-w-xl gap-6 px-3 py-4">
        <div
          className={cn(
            'rounded-md border-2 p-3 text-lg font-semibold',
            online ? 'border-green-700 bg-green-50 text-green-950' : 'border-yellow-600 bg-yellow-50 text-yellow-950',
          )}
          data-testid="verbindung"
        >
          {online ? 'Online' : 'Offline – Meldungen werden gespeichert und später gesendet'}
          {queue.length ? ` · ${queue.length === 1 ? '1 Meldung wartet' : `${queue.length} Meldungen warten`}` : ''}
        </div>
        {confirmSignOut ? (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-lg">
            Es {queue.length === 1 ? 'wartet noch 1 Meldung' : `warten noch ${queue.length} Meldungen`}. Sie bleiben auf
            diesem Telefon gespeichert und werden nach Ihrer nächsten Anmeldung gesendet.
          </p>
        ) : null}
        <p
          role="status"
          aria-live="polite"
          className={cn(
            'rounded-md p-3 text-lg font-semibold',
            !notice && 'sr-only',
            notice?.kind === 'error' && 'border-2 border-red-700 bg-red-50 text-red-950',
            notice?.kind === 'success' && 'border-2 border-green-700 bg-green-50 text-green-950',
            notice?.kind === 'info' && 'border-2 border-brand bg-brand-light text-brand-dark',
          )}
          data-testid="meldung"
        >
          {notice?.text ?? ''}
        </p>

        {data.linked ? (
          <>
            <DaySection
              title={`Heute, ${formatGermanDate(data.today)}`}
              legs={onDay(data.legs, data.today)}
              released={onDay(data.released, data.today)}
              queue={queue}
              add={add}
            />
            <DaySection
              title={`Morgen, ${formatGermanDate(data.tomorrow)}`}
              legs={onDay(data.legs, data.tomorrow)}
              released={onDay(data.released, data.tomorrow)}
              queue={queue}
              add={add}
            />
          </>
        ) : (
          <p className="rounded-md border-2 border-red-700 bg-white p-4 text-lg">{NOT_LINKED}</p>
        )}
      </main>
    </div>
  );
}
