import { schuelerfahrten as page } from '../../../site/services/content/schuelerfahrten';
import { SchoolRidesPage } from '../../../site/services/school-rides-page';
import { serviceMeta } from '../../../site/services/structured-data';
import type { Route } from './+types/schuelerfahrten';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <SchoolRidesPage page={page} />;
}
