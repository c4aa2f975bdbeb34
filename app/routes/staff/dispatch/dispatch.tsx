// /app/dispatch: Disposition (issue 20). The board of a day or week (?tag=yyyy-MM-dd&ansicht=woche):
// every leg grouped by driver with their vehicle plus "nicht zugewiesen", with conflicts. Thin: guard,
// read, render; the actions are the resource route dispatch/aktionen.
import { berlinDate } from '#app/domain/berlin-time';
import { boardRange } from '#app/domain/dispatch/board';
import { requireStaff } from '#app/server/auth/guard.server';
import { loadBoard } from '#app/server/dispatch/board.server';
import { DispatchScreen } from '#app/routes/staff/dispatch/ui/dispatch-screen';
import type { Route } from './+types/dispatch';

export const meta: Route.MetaFunction = () => [
  { title: 'Disposition – Back Office' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const today = berlinDate();
  const range = boardRange(new URL(request.url).searchParams, today);
  return loadBoard(context.services.db, range, today);
}

export default function DispatchRoute({ loaderData }: Route.ComponentProps) {
  return <DispatchScreen {...loaderData} />;
}
