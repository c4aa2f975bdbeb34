import { bguFrankfurtKrankentransport as page } from '#app/site/services/content/bgu-frankfurt-krankentransport';
import { AccidentHospitalPage } from '#app/site/services/accident-hospital-page';
import { serviceMeta } from '#app/site/services/structured-data';
import type { Route } from './+types/bgu-frankfurt-krankentransport';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <AccidentHospitalPage page={page} />;
}
