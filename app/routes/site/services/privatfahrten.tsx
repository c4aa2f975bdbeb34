import { privatfahrten as page } from '#app/site/services/content/privatfahrten';
import { SimpleServicePage } from '#app/site/services/simple-service-page';
import { serviceMeta } from '#app/site/services/structured-data';
import type { Route } from './+types/privatfahrten';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <SimpleServicePage page={page} />;
}
