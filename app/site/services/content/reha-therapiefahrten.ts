import { images } from '#app/site/services/images';
import {
  directBillingText,
  insurerRequirements,
  longTripText,
  returnTripText,
  serviceAreaText,
} from '#app/site/services/shared-copy';
import type { SimpleServicePageContent } from '#app/site/services/types';

export const rehaTherapiefahrten: SimpleServicePageContent = {
  template: 'simple',
  path: '/reha-therapiefahrten/',
  title: 'Reha- und Therapiefahrten – zur Physiotherapie und in die Reha',
  description:
    'Fahrten zur Reha, Physio-, Ergo- und Logotherapie im Rhein-Main-Gebiet. Regelmäßige Termine, Hin- und Rückfahrt, Abrechnung mit der Krankenkasse.',
  breadcrumb: 'Reha- und Therapiefahrten',
  hero: {
    eyebrow: 'Unterwegs zu Reha und Therapie',
    heading: 'Reha- und Therapiefahrten – Schritt für Schritt zurück in den Alltag',
    lead: 'Nach einer Operation, einem Schlaganfall oder einer langen Krankheit ist jede Therapiestunde wichtig. Wir sorgen dafür, dass Sie entspannt und pünktlich zu Ihren Terminen kommen.',
    image: images.rehab,
  },
  sections: [
    {
      heading: 'Wir fahren Sie zu Ihrer Therapie',
      paragraphs: [
        'Ob ambulante Reha, Physiotherapie, Ergotherapie oder Logopädie: Viele Therapien finden mehrmals pro Woche statt. Wir planen Ihre Fahrten zu den festen Terminen ein und holen Sie nach der Behandlung wieder ab.',
        returnTripText,
      ],
      bullets: [
        'Fahrten zur ambulanten Reha und in die Reha-Klinik',
        'Physiotherapie, Ergotherapie und Logopädie',
        'Sitzend, im Rollstuhl oder im Tragestuhl',
        `Unterwegs in ${serviceAreaText}`,
      ],
    },
    {
      heading: 'Kostenübernahme durch die Krankenkasse',
      paragraphs: [
        directBillingText,
        `Reha-Kliniken liegen oft weiter entfernt. ${longTripText} Wir helfen Ihnen gern bei den nötigen Schritten.`,
      ],
      bullets: insurerRequirements,
    },
    {
      heading: 'Was Sie vorbereiten sollten',
      paragraphs: [
        'Halten Sie Ihre Therapietermine, die Adresse der Praxis oder Klinik und – wenn vorhanden – Verordnung und Genehmigung bereit. Sagen Sie uns, ob Sie einen Rollstuhl oder eine Gehhilfe mitnehmen.',
      ],
    },
  ],
  cta: {
    heading: 'Therapiefahrten planen',
    text: 'Buchen Sie Ihre erste Fahrt online oder rufen Sie uns an – wir richten Ihre regelmäßigen Termine gemeinsam ein.',
  },
};
