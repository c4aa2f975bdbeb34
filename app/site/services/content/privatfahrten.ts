import { company } from '#app/company';
import { images } from '#app/site/services/images';
import { joinGerman, returnTripText } from '#app/site/services/shared-copy';
import type { SimpleServicePageContent } from '#app/site/services/types';
import { formatEuroCompact } from '#app/domain/pricing/money';

export const privatfahrten: SimpleServicePageContent = {
  template: 'simple',
  path: '/privatfahrten/',
  title: 'Privatfahrten – begleitet unterwegs, auch ohne Verordnung',
  description: `Privatfahrten für Menschen mit eingeschränkter Mobilität: zu Familie, Feiern, Behörden oder zum Flughafen. Innerhalb von Frankfurt ab ${formatEuroCompact(company.prices.baseFromCents)}.`,
  breadcrumb: 'Privatfahrten',
  hero: {
    eyebrow: 'Fahrten ohne Verordnung',
    heading: 'Privatfahrten – mobil bleiben, auch wenn es schwerfällt',
    lead: 'Der Geburtstag der Enkelin, ein Besuch bei Freunden oder ein Termin beim Amt: Wir fahren Sie – mit derselben Sorgfalt wie bei jeder Krankenfahrt.',
    image: images.private,
  },
  sections: [
    {
      heading: 'Für alles, was Ihnen wichtig ist',
      paragraphs: [
        'Privatfahrten sind Fahrten, die nicht medizinisch verordnet sind. Sie bezahlen sie selbst – und wir fahren Sie genauso umsichtig wie zu einem Arzttermin. Auch im Rollstuhl oder, wenn nötig, im Tragestuhl.',
      ],
      bullets: [
        'Besuche bei Familie und Freunden',
        'Feiern, Ausflüge und Veranstaltungen',
        'Behördengänge, Einkäufe und Friseurtermine',
        'Flughafentransfers und Geschäftsfahrten',
      ],
    },
    {
      heading: 'Preise für Privatfahrten',
      paragraphs: [
        `Innerhalb von Frankfurt fahren wir Sie ab ${formatEuroCompact(company.prices.baseFromCents)}. Wartezeit berechnen wir mit ${formatEuroCompact(company.prices.waitingPer15MinCents)} je 15 Minuten. ${joinGerman(company.prices.onRequest)} auf Anfrage.`,
        'Für längere Strecken nennen wir Ihnen den Preis gern vorab am Telefon.',
      ],
    },
    {
      heading: 'Hin und zurück',
      paragraphs: [returnTripText, `Wir sind ${company.openingHours.label} für Sie erreichbar.`],
    },
  ],
  cta: {
    heading: 'Privatfahrt buchen',
    text: 'Buchen Sie online oder rufen Sie an – wir sagen Ihnen gern vorher, was Ihre Fahrt kostet.',
  },
};
