import { bguFrankfurtKrankentransport as page } from '../../../site/services/content/bgu-frankfurt-krankentransport';
import { AccidentHospitalPage } from '../../../site/services/accident-hospital-page';
import { serviceMeta } from '../../../site/services/structured-data';
import type { Route } from './+types/bgu-frankfurt-krankentransport';

export const meta: Route.MetaFunction = ({ matches }) => serviceMeta(page, matches);

export default function ServiceRoute() {
  return <AccidentHospitalPage page={page} />;
}
