// German copy of the home page. Facts come from app/company.ts; nothing here claims more than SPEC.md.
import { company } from '../company';
import type { AreaSlide } from './service-areas-carousel';
import type { ServiceCardData } from './service-cards';

const cardImage = (file: string, alt: string) => ({ src: `/images/services/${file}`, alt, width: 640, height: 480 });

/** The eight service cards of the home page (SPEC.md §9: 8 cards). */
export const homeServiceCards: ServiceCardData[] = [
  {
    title: 'Krankentransport',
    text: 'Sitzende Krankenfahrten zu Arzt, Klinik und Therapie – mit Begleitung von der Haustür bis zum Ziel.',
    href: '/krankentransport-frankfurt/',
    image: cardImage('sitzend.svg', 'Illustration: Eine Patientin steigt mit Unterstützung eines Fahrers in ein Krankenfahrzeug.'),
  },
  {
    title: 'Rollstuhltransport',
    text: 'Sie bleiben in Ihrem Rollstuhl sitzen: Wir fahren Sie sicher gesichert in unserem Fahrzeug.',
    href: '/rollstuhltransport/',
    image: cardImage('rollstuhl.svg', 'Illustration: Ein Mann im Rollstuhl fährt über eine Rampe in ein Fahrzeug.'),
  },
  {
    title: 'Tragestuhl-Transport',
    text: 'Wenn Treppen ein Hindernis sind: Wir tragen Sie im Tragestuhl sicher aus der Wohnung und wieder hinein.',
    href: '/tragestuhl-transport/',
    image: cardImage('tragestuhl.svg', 'Illustration: Zwei Helfer tragen eine Patientin im Tragestuhl eine Treppe hinunter.'),
  },
  {
    title: 'Dialysefahrten',
    text: 'Regelmäßige Fahrten zur Dialyse – verlässlich zu Ihren festen Terminen, hin und zurück.',
    href: '/dialysefahrten/',
    image: cardImage('dialyse.svg', 'Illustration: Ein Kalender mit festen Terminen vor einem Dialysezentrum.'),
  },
  {
    title: 'Reha- & Therapiefahrten',
    text: 'Zur Rehabilitation, Physiotherapie oder Ergotherapie – pünktlich und ohne Parkplatzsuche.',
    href: '/reha-therapiefahrten/',
    image: cardImage('reha.svg', 'Illustration: Eine Patientin mit Gehstock auf dem Weg zur Therapie.'),
  },
  {
    title: 'Chemo- & Strahlentherapie',
    text: 'Ruhige, planbare Fahrten zu Chemo- und Strahlentherapie – auch als Serie.',
    href: '/chemo-strahlentherapiefahrten/',
    image: cardImage('therapie.svg', 'Illustration: Ein Klinikgebäude mit Herz-Symbol und ein wartendes Fahrzeug.'),
  },
  {
    title: 'Einweisung & Entlassung',
    text: 'Ins Krankenhaus und wieder nach Hause – wir kümmern uns um den Weg und das Gepäck.',
    href: '/einweisungs-entlassungsfahrten/',
    image: cardImage('klinik.svg', 'Illustration: Der Weg zwischen einem Wohnhaus und einem Krankenhaus.'),
  },
  {
    title: 'Privatfahrten',
    text: 'Fahrten zu Familienfeiern, Behördengängen oder Ausflügen – mit der gleichen Sorgfalt.',
    href: '/privatfahrten/',
    image: cardImage('privat.svg', 'Illustration: Ein Fahrzeug vor der Skyline einer Stadt.'),
  },
];

const areaImages: Record<string, { file: string; alt: string }> = {
  'bad-homburg': { file: 'bad-homburg.svg', alt: 'Illustration: Kurpark mit Pavillon und Bäumen in Bad Homburg.' },
  'frankfurt-am-main': { file: 'frankfurt-am-main.svg', alt: 'Illustration: Die Frankfurter Skyline am Mainufer.' },
  hochtaunuskreis: { file: 'hochtaunuskreis.svg', alt: 'Illustration: Bewaldete Hügel des Taunus mit einem kleinen Ort.' },
};

/** The service-areas carousel slides, one per configured area. */
export const areaSlides: AreaSlide[] = company.serviceAreas.map((area) => {
  const image = areaImages[area.slug] ?? { file: 'rhein-main.svg', alt: `Illustration: Landschaft im Einsatzgebiet ${area.name}.` };
  return {
    name: area.name,
    description: area.description,
    image: { src: `/images/areas/${image.file}`, alt: image.alt, width: 600, height: 400 },
  };
});
