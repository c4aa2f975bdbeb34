import { krankentransport as page } from '#app/site/services/content/krankentransport';
import { FullServicePage } from '#app/site/services/full-service-page';
import { serviceMeta } from '#app/site/services/structured-data';
import type { Route } from './+types/krankentransport';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <FullServicePage page={page} />;
}
