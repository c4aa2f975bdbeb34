import { images } from '#app/site/services/images';
import { copaymentText, directBillingText, insurerRequirements, returnTripText } from '#app/site/services/shared-copy';
import type { SimpleServicePageContent } from '#app/site/services/types';

export const chemoStrahlentherapiefahrten: SimpleServicePageContent = {
  template: 'simple',
  path: '/chemo-strahlentherapiefahrten/',
  title: 'Fahrten zur Chemo- und Strahlentherapie – schonend und pünktlich',
  description:
    'Krankenfahrten zur Chemo- und Strahlentherapie im Rhein-Main-Gebiet: feste Termine, Rückfahrt nach der Behandlung, Abrechnung mit der Krankenkasse.',
  breadcrumb: 'Chemo- und Strahlentherapiefahrten',
  hero: {
    eyebrow: 'Fahrten zur Krebsbehandlung',
    heading: 'Fahrten zur Chemo- und Strahlentherapie – wir nehmen Ihnen den Weg ab',
    lead: 'Eine Krebsbehandlung kostet Kraft. Um den Weg zur Therapie müssen Sie sich nicht auch noch sorgen: Wir holen Sie ab, fahren ruhig und bringen Sie nach der Behandlung wieder nach Hause.',
    image: images.therapy,
  },
  sections: [
    {
      heading: 'Fahrten, die Rücksicht nehmen',
      paragraphs: [
        'Chemotherapie und Bestrahlung finden oft über Wochen zu festen Terminen statt. Wir planen Ihre Fahrten als Serie ein, damit Sie nicht jede Fahrt einzeln organisieren müssen.',
        'Nach der Behandlung fühlen sich viele Menschen müde oder unwohl. Wir fahren ohne Eile, halten bei Bedarf an und begleiten Sie bis zur Haustür.',
        returnTripText,
      ],
    },
    {
      heading: 'Kostenübernahme durch die Krankenkasse',
      paragraphs: [directBillingText, copaymentText],
      bullets: insurerRequirements,
    },
    {
      heading: 'Gut vorbereitet',
      paragraphs: [
        'Nennen Sie uns Ihre Behandlungstermine und die Adresse der Praxis oder Klinik. Sagen Sie uns bei der Buchung auch, ob Ihr Immunsystem geschwächt ist oder ob Sie eine ansteckende Erkrankung haben – dann können wir die Fahrt entsprechend vorbereiten.',
      ],
    },
  ],
  cta: {
    heading: 'Therapiefahrten anfragen',
    text: 'Rufen Sie uns an, um Ihre Behandlungsserie einzuplanen, oder buchen Sie die erste Fahrt online.',
  },
};
