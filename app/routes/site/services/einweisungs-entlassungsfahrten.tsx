import { einweisungsEntlassungsfahrten as page } from '#app/site/services/content/einweisungs-entlassungsfahrten';
import { SimpleServicePage } from '#app/site/services/simple-service-page';
import { serviceMeta } from '#app/site/services/structured-data';
import type { Route } from './+types/einweisungs-entlassungsfahrten';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <SimpleServicePage page={page} />;
}
