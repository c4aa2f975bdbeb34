// German copy of the home page. Facts come from app/company.ts; nothing here claims more than SPEC.md.
import { company } from '#app/company';
import type { AreaSlide } from './service-areas-carousel';
import type { ServiceCardData } from './service-cards';
import { images } from './services/images';
import { areaImage, type SiteImageData } from './site-image-data';

/** The hero picture of the home page (also on Über uns); a photo named `hero` replaces it. */
export const heroImage: SiteImageData = {
  slot: 'hero',
  src: '/images/site/hero-krankenfahrt.svg',
  alt: 'Illustration: Ein Fahrer begleitet eine ältere Patientin zu einem Krankenfahrzeug vor einem Wohnhaus.',
  width: 640,
  height: 480,
};

/** The eight service cards of the home page (SPEC.md §9: 8 cards). */
export const homeServiceCards: ServiceCardData[] = [
  {
    title: 'Krankentransport',
    text: 'Sitzende Krankenfahrten zu Arzt, Klinik und Therapie – mit Begleitung von der Haustür bis zum Ziel.',
    href: '/krankentransport-frankfurt/',
    image: images.sitting,
  },
  {
    title: 'Rollstuhltransport',
    text: 'Sie bleiben in Ihrem Rollstuhl sitzen: Wir fahren Sie sicher gesichert in unserem Fahrzeug.',
    href: '/rollstuhltransport/',
    image: images.wheelchair,
  },
  {
    title: 'Tragestuhl-Transport',
    text: 'Wenn Treppen ein Hindernis sind: Wir tragen Sie im Tragestuhl sicher aus der Wohnung und wieder hinein.',
    href: '/tragestuhl-transport/',
    image: images.carryingChair,
  },
  {
    title: 'Dialysefahrten',
    text: 'Regelmäßige Fahrten zur Dialyse – verlässlich zu Ihren festen Terminen, hin und zurück.',
    href: '/dialysefahrten/',
    image: images.dialysis,
  },
  {
    title: 'Reha- & Therapiefahrten',
    text: 'Zur Rehabilitation, Physiotherapie oder Ergotherapie – pünktlich und ohne Parkplatzsuche.',
    href: '/reha-therapiefahrten/',
    image: images.rehab,
  },
  {
    title: 'Chemo- & Strahlentherapie',
    text: 'Ruhige, planbare Fahrten zu Chemo- und Strahlentherapie – auch als Serie.',
    href: '/chemo-strahlentherapiefahrten/',
    image: images.therapy,
  },
  {
    title: 'Einweisung & Entlassung',
    text: 'Ins Krankenhaus und wieder nach Hause – wir kümmern uns um den Weg und das Gepäck.',
    href: '/einweisungs-entlassungsfahrten/',
    image: images.hospital,
  },
  {
    title: 'Privatfahrten',
    text: 'Fahrten zu Familienfeiern, Behördengängen oder Ausflügen – mit der gleichen Sorgfalt.',
    href: '/privatfahrten/',
    image: images.private,
  },
];

const areaImages: Record<string, { file: string; alt: string }> = {
  'bad-homburg': { file: 'bad-homburg.svg', alt: 'Illustration: Kurpark mit Pavillon und Bäumen in Bad Homburg.' },
  'frankfurt-am-main': { file: 'frankfurt-am-main.svg', alt: 'Illustration: Die Frankfurter Skyline am Mainufer.' },
  hochtaunuskreis: {
    file: 'hochtaunuskreis.svg',
    alt: 'Illustration: Bewaldete Hügel des Taunus mit einem kleinen Ort.',
  },
};

/** One carousel slide per configured area (a photo named `area-<slug>` replaces its picture). */
export function areaSlide(area: { slug: string; name: string; description: string }): AreaSlide {
  // An area added to the configuration without its own drawing shows the general landscape one.
  const image = areaImages[area.slug] ?? {
    file: 'hochtaunuskreis.svg',
    alt: `Illustration: Hügellandschaft mit einem kleinen Ort im Einsatzgebiet ${area.name}.`,
  };
  return { name: area.name, description: area.description, image: areaImage(area.slug, image.file, image.alt) };
}

/** The service-areas carousel slides, one per configured area. */
export const areaSlides: AreaSlide[] = company.serviceAreas.map(areaSlide);
