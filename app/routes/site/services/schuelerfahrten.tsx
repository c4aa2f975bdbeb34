import { schuelerfahrten as page } from '#app/site/services/content/schuelerfahrten';
import { SchoolRidesPage } from '#app/site/services/school-rides-page';
import { serviceMeta } from '#app/site/services/structured-data';
import type { Route } from './+types/schuelerfahrten';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <SchoolRidesPage page={page} />;
}
