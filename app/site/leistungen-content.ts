// SPEC.md §3 "Static content": Service (title, description, link, featured flag). The overview page shows
// four featured and six further services.
import { images } from './services/images';
import type { SiteImageData } from './site-image-data';

export type ServiceSummary = {
  title: string;
  description: string;
  href: string;
  featured: boolean;
  image?: SiteImageData;
};

export const serviceSummaries: ServiceSummary[] = [
  {
    title: 'Krankentransport',
    description:
      'Sitzende Krankenfahrten zu Arztpraxen, Kliniken und Therapien – mit Hilfe beim Ein- und Aussteigen und Begleitung bis zur Anmeldung.',
    href: '/krankentransport/',
    featured: true,
    image: images.sitting,
  },
  {
    title: 'Rollstuhltransport',
    description:
      'Sie bleiben in Ihrem eigenen Rollstuhl sitzen; wir sichern ihn im Fahrzeug und helfen über Stufen und Schwellen.',
    href: '/rollstuhltransport/',
    featured: true,
    image: images.wheelchair,
  },
  {
    title: 'Tragestuhl-Transport',
    description:
      'Für Menschen, die keine Treppen steigen können: Wir tragen Sie im Tragestuhl sicher aus der Wohnung und zurück.',
    href: '/tragestuhl-transport/',
    featured: true,
    image: images.carryingChair,
  },
  {
    title: 'Dialysefahrten',
    description: 'Verlässliche Fahrten zu Ihren festen Dialyseterminen – mehrmals pro Woche, hin und zurück.',
    href: '/dialysefahrten/',
    featured: true,
    image: images.dialysis,
  },
  {
    title: 'Reha- & Therapiefahrten',
    description: 'Zur ambulanten Reha, Physio- oder Ergotherapie – pünktlich und ohne Parkplatzsuche.',
    href: '/reha-therapiefahrten/',
    featured: false,
  },
  {
    title: 'Chemo- & Strahlentherapiefahrten',
    description: 'Ruhige, planbare Fahrten zu Chemo- und Strahlentherapie, auch als Terminserie.',
    href: '/chemo-strahlentherapiefahrten/',
    featured: false,
  },
  {
    title: 'Einweisungs- & Entlassungsfahrten',
    description: 'Ins Krankenhaus und wieder nach Hause – mit Hilfe beim Gepäck und bis an die Wohnungstür.',
    href: '/einweisungs-entlassungsfahrten/',
    featured: false,
  },
  {
    title: 'Privatfahrten',
    description: 'Fahrten zu Familienfeiern, Behörden oder Ausflügen – auch Flughafentransfers und Geschäftsfahrten.',
    href: '/privatfahrten/',
    featured: false,
  },
  {
    title: 'Schülerfahrten',
    description: 'Sichere Fahrten für Schülerinnen und Schüler zur Schule und zurück, zuverlässig jeden Schultag.',
    href: '/schuelerfahrten/',
    featured: false,
  },
  {
    title: 'BG Unfallklinik Frankfurt',
    description:
      'Fahrten zur BG Unfallklinik nach Arbeits- und Wegeunfällen, mit direkter Abrechnung mit der Berufsgenossenschaft.',
    href: '/bgu-frankfurt-krankentransport/',
    featured: false,
  },
];
