import { krankentransport as page } from '../../../site/services/content/krankentransport';
import { FullServicePage } from '../../../site/services/full-service-page';
import { serviceMeta } from '../../../site/services/structured-data';
import type { Route } from './+types/krankentransport';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <FullServicePage page={page} />;
}
