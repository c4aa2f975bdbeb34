import { einweisungsEntlassungsfahrten as page } from '../../../site/services/content/einweisungs-entlassungsfahrten';
import { SimpleServicePage } from '../../../site/services/simple-service-page';
import { serviceMeta } from '../../../site/services/structured-data';
import type { Route } from './+types/einweisungs-entlassungsfahrten';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <SimpleServicePage page={page} />;
}
