// /app/series/:id: one series (issue 19): rides, "nur dieser Termin", "diese und alle folgenden", pause,
// resume, end, history. Thin: guard, then one handler per intent (decision 160).
import { data } from 'react-router';
import { berlinDate } from '#app/domain/berlin-time';
import { effectNote, seriesTexts } from '#app/domain/series/action-texts';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { getSeriesDetail } from '#app/server/series/series-reads.server';
import {
  changeSeriesDate,
  editSeriesFollowing,
  endSeries,
  pauseSeries,
  resumeSeries,
  type SeriesSaved,
} from '#app/server/series/series.server';
import { SeriesDetailScreen } from '#app/routes/staff/series/ui/series-detail-screen';
import type { Route } from './+types/series-detail';

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Serie ${loaded.item.patientName} – Back Office` : 'Serie – Back Office' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const today = berlinDate();
  const detail = await getSeriesDetail(context.services.db, params.id, today);
  if (!detail) throw new Response('Diese Serie wurde nicht gefunden.', { status: 404 });
  return data({ ...detail, today });
}

const describe = (saved: SeriesSaved) =>
  `${effectNote(saved.effect)}${saved.emailed ? ' Der Patient wird per E-Mail informiert.' : ''}`;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  const actor = actorOf(user);
  return crudAction(request, logger, seriesTexts, {
    update: crudHandler({
      run: (values, form) => editSeriesFollowing(db, actor, values.id, values, form.getAll('tage').map(String)),
      describe,
      data: (saved) => ({ id: saved.id }),
    }),
    date: crudHandler({ run: (values) => changeSeriesDate(db, actor, values.id, values), describe }),
    pause: crudHandler({ run: (values) => pauseSeries(db, actor, values.id, values), describe }),
    resume: crudHandler({ run: (values) => resumeSeries(db, actor, values.id, values), describe }),
    end: crudHandler({ run: (values) => endSeries(db, actor, values.id, values), describe }),
  });
}

export default function SeriesDetailRoute({ loaderData }: Route.ComponentProps) {
  return <SeriesDetailScreen {...loaderData} />;
}
