import { privatfahrten as page } from '../../../site/services/content/privatfahrten';
import { SimpleServicePage } from '../../../site/services/simple-service-page';
import { serviceMeta } from '../../../site/services/structured-data';
import type { Route } from './+types/privatfahrten';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <SimpleServicePage page={page} />;
}
