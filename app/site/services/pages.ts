// All service pages' content in one list (for tests and tools; route modules import their own page only).
import { bguFrankfurtKrankentransport } from './content/bgu-frankfurt-krankentransport';
import { chemoStrahlentherapiefahrten } from './content/chemo-strahlentherapiefahrten';
import { dialysefahrten } from './content/dialysefahrten';
import { einweisungsEntlassungsfahrten } from './content/einweisungs-entlassungsfahrten';
import { krankentransport } from './content/krankentransport';
import { krankentransportFrankfurt } from './content/krankentransport-frankfurt';
import { privatfahrten } from './content/privatfahrten';
import { rehaTherapiefahrten } from './content/reha-therapiefahrten';
import { rollstuhltransport } from './content/rollstuhltransport';
import { schuelerfahrten } from './content/schuelerfahrten';
import { tragestuhlTransport } from './content/tragestuhl-transport';
import type { ServicePageContent } from './types';

export const servicePages: ServicePageContent[] = [
  krankentransportFrankfurt,
  krankentransport,
  rollstuhltransport,
  tragestuhlTransport,
  dialysefahrten,
  rehaTherapiefahrten,
  privatfahrten,
  chemoStrahlentherapiefahrten,
  einweisungsEntlassungsfahrten,
  schuelerfahrten,
  bguFrankfurtKrankentransport,
];
