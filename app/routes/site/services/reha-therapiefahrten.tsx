import { rehaTherapiefahrten as page } from '../../../site/services/content/reha-therapiefahrten';
import { SimpleServicePage } from '../../../site/services/simple-service-page';
import { serviceMeta } from '../../../site/services/structured-data';
import type { Route } from './+types/reha-therapiefahrten';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <SimpleServicePage page={page} />;
}
