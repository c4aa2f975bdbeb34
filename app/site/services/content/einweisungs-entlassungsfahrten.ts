import { images } from '#app/site/services/images';
import { copaymentText, directBillingText, insurerRequirements } from '#app/site/services/shared-copy';
import type { SimpleServicePageContent } from '#app/site/services/types';

export const einweisungsEntlassungsfahrten: SimpleServicePageContent = {
  template: 'simple',
  path: '/einweisungs-entlassungsfahrten/',
  title: 'Einweisungs- und Entlassungsfahrten – ins Krankenhaus und nach Hause',
  description:
    'Fahrten zur Aufnahme ins Krankenhaus und nach der Entlassung zurück nach Hause – sitzend, im Rollstuhl oder im Tragestuhl. Im Rhein-Main-Gebiet.',
  breadcrumb: 'Einweisungs- und Entlassungsfahrten',
  hero: {
    eyebrow: 'Fahrten ins Krankenhaus und zurück',
    heading: 'Einweisungs- und Entlassungsfahrten – gut ankommen, gut heimkommen',
    lead: 'Ein Krankenhausaufenthalt ist aufregend genug. Wir bringen Sie mit Ihrem Gepäck zur Aufnahme und holen Sie nach der Entlassung ab – bis in Ihre Wohnung.',
    image: images.hospital,
  },
  sections: [
    {
      heading: 'Zur Aufnahme ins Krankenhaus',
      paragraphs: [
        'Ihre Ärztin oder Ihr Arzt hat Sie ins Krankenhaus eingewiesen? Wir fahren Sie pünktlich zur Aufnahme, nehmen Ihre Tasche mit und begleiten Sie bis zur Anmeldung.',
      ],
    },
    {
      heading: 'Nach der Entlassung nach Hause',
      paragraphs: [
        'Nach dem Aufenthalt sind viele noch geschwächt. Wir holen Sie auf der Station ab, fahren Sie nach Hause und helfen Ihnen in die Wohnung – sitzend, im Rollstuhl oder im Tragestuhl über die Treppe.',
        'Der Entlassungstermin steht oft erst kurzfristig fest. Rufen Sie uns an, sobald Sie ihn kennen.',
      ],
      bullets: [
        'Fahrten zu allen Krankenhäusern in unserem Einsatzgebiet',
        'Hilfe mit Gepäck und beim Ein- und Aussteigen',
        'Auf Wunsch Begleitung bis in die Wohnung',
      ],
    },
    {
      heading: 'Kostenübernahme',
      paragraphs: [
        directBillingText,
        'Fragen Sie vor der Entlassung auf Ihrer Station nach der Verordnung für die Heimfahrt.',
        copaymentText,
      ],
      bullets: insurerRequirements,
    },
  ],
  cta: {
    heading: 'Fahrt ins Krankenhaus oder nach Hause buchen',
    text: 'Buchen Sie die Aufnahmefahrt online oder rufen Sie uns für die Entlassung an.',
  },
};
