// /app/series: Serien (issue 19): the overview, create, and the planning horizon (Inhaber). Thin: guard,
// then one handler per intent (decision 160).
import { data } from 'react-router';
import { berlinDate } from '#app/domain/berlin-time';
import { effectNote, seriesListTexts } from '#app/domain/series/action-texts';
import { can } from '#app/domain/staff-access/permissions';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { wakeOutboxWorker } from '#app/server/jobs/start-worker.server';
import { getSeriesHorizonWeeks, isHorizonWeeks, setSeriesHorizonWeeks } from '#app/server/series/series-horizon.server';
import { listSeriesOverview, patientsForSeries } from '#app/server/series/series-reads.server';
import { createSeries } from '#app/server/series/series.server';
import { invalid, isUuid, ok } from '#app/server/use-case-result.server';
import { SeriesScreen } from '#app/routes/staff/series/ui/series-screen';
import type { Route } from './+types/series';

export const meta: Route.MetaFunction = () => [
  { title: 'Serien – Back Office' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const { db } = context.services;
  const today = berlinDate();
  const params = new URL(request.url).searchParams;
  const patient = params.get('patient');
  return data({
    today,
    items: await listSeriesOverview(db, today),
    patients: await patientsForSeries(db),
    horizonWeeks: await getSeriesHorizonWeeks(db),
    canSetHorizon: can(user, 'series-horizon.set'),
    createFor: params.get('neu') === '1' ? (isUuid(patient) ? patient : '') : null,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, seriesListTexts, {
    create: crudHandler({
      run: (values, form) => createSeries(db, actorOf(user), values, form.getAll('tage').map(String)),
      describe: (saved) => effectNote(saved.effect),
      data: (saved) => ({ id: saved.id }),
    }),
    horizon: crudHandler({
      run: async (values) => {
        // Refused like a page the role lacks (403): the screen offers the form only to who may set it.
        await requireStaff(request, context, { capability: 'series-horizon.set' });
        const weeks = Number(values.wochen);
        if (!isHorizonWeeks(weeks)) return invalid({ wochen: 'Bitte geben Sie 1 bis 26 Wochen an.' });
        await setSeriesHorizonWeeks(db, weeks);
        await enqueueJobs(db, [{ kind: 'series-generate', payload: {} }]);
        wakeOutboxWorker();
        return ok({ weeks });
      },
      describe: (saved) => `${saved.weeks} Wochen. Die Serienplanung legt fehlende Fahrten gleich an.`,
    }),
  });
}

export default function SeriesRoute({ loaderData }: Route.ComponentProps) {
  return <SeriesScreen {...loaderData} />;
}
