import { company } from '#app/company';
import { images } from '#app/site/services/images';
import {
  copaymentText,
  directBillingText,
  insurerRequirements,
  qualificationBase,
  returnTripText,
} from '#app/site/services/shared-copy';
import type { FullServicePageContent } from '#app/site/services/types';
import { formatEuroCompact } from '#app/domain/pricing/money';

export const tragestuhlTransport: FullServicePageContent = {
  template: 'full',
  path: '/tragestuhl-transport/',
  title: 'Tragestuhl-Transport – sicher über Treppen zu Arzt und Klinik',
  description:
    'Tragestuhl-Transport im Rhein-Main-Gebiet: Wir tragen Sie sicher über Treppen und fahren Sie zu Arzt, Klinik oder Therapie. Abrechnung mit der Kasse.',
  breadcrumb: 'Tragestuhl-Transport',
  hero: {
    eyebrow: 'Tragestuhlfahrten im Rhein-Main-Gebiet',
    heading: 'Tragestuhl-Transport – wenn die Treppe zum Hindernis wird',
    lead: 'Kein Aufzug, steile Stufen, enge Treppenhäuser: Wir tragen Sie sicher im Tragestuhl aus der Wohnung und fahren Sie zu Ihrem Termin. Ruhig, behutsam und ohne Hektik.',
    image: images.carryingChair,
  },
  whatIs: {
    heading: 'Was ist ein Tragestuhl?',
    paragraphs: [
      'Ein Tragestuhl ist ein stabiler, gepolsterter Stuhl mit Tragegriffen, in dem Sie sicher angeschnallt sitzen. Zwei Helfer tragen Sie darin Stufe für Stufe die Treppe hinunter – und nach dem Termin wieder hinauf.',
      'Der Tragestuhl ist gedacht für Menschen, die nicht mehr selbst Treppen steigen können, aber während der Fahrt sitzen können.',
    ],
    features: [
      {
        icon: 'stairs',
        title: 'Sicher über Treppen',
        text: 'Zwei Helfer tragen Sie behutsam – auch im Altbau ohne Aufzug.',
      },
      {
        icon: 'users',
        title: 'Zu zweit für Sie da',
        text: 'Wir nehmen uns Zeit für jede Stufe und sprechen alles mit Ihnen ab.',
      },
      { icon: 'door', title: 'Bis in die Wohnung', text: 'Nach dem Termin bringen wir Sie wieder in Ihre Wohnung.' },
    ],
  },
  useCases: {
    heading: 'Wann ein Tragestuhl-Transport sinnvoll ist',
    intro: 'Der Tragestuhl hilft immer dann, wenn Stufen den Weg zum Fahrzeug versperren:',
    items: [
      {
        title: 'Wohnung ohne Aufzug',
        text: 'Wenn Sie im Obergeschoss wohnen und die Treppe nicht mehr sicher gehen können.',
      },
      { title: 'Nach Operation oder Sturz', text: 'Wenn Sie vorübergehend keine Treppen steigen dürfen oder können.' },
      {
        title: 'Im Rollstuhl ohne barrierefreien Zugang',
        text: 'Wir tragen Sie die Stufen hinunter und setzen Sie unten in Ihren Rollstuhl.',
      },
      { title: 'Entlassung aus dem Krankenhaus', text: 'Sicher zurück in Ihre Wohnung – auch in den dritten Stock.' },
    ],
  },
  ourService: {
    heading: 'So begleiten wir Sie',
    intro: 'Sicherheit geht vor Geschwindigkeit. Dafür sorgen wir:',
    qualifications: [
      ...qualificationBase,
      'Tragestuhl-Transport durch zwei Helfer',
      'Behutsames Tragen, auch durch enge Treppenhäuser',
      returnTripText,
    ],
  },
  costs: {
    heading: 'Kostenübernahme und Preise',
    paragraphs: [
      directBillingText,
      copaymentText,
      `Private Tragestuhlfahrten ohne Verordnung berechnen wir auf Anfrage – Sie erfahren den Preis vor der Fahrt. Wartezeit: ${formatEuroCompact(company.prices.waitingPer15MinCents)} je 15 Minuten.`,
    ],
    requirementsHeading: 'Das brauchen Sie für die Kostenübernahme',
    requirements: insurerRequirements,
    note: 'Sagen Sie uns bei der Buchung, in welchem Stockwerk Sie wohnen, ob es einen Aufzug gibt und ob Sie zusätzlich einen Rollstuhl brauchen. So kommen wir mit der richtigen Ausstattung.',
  },
  contact: {
    heading: 'Tragestuhl-Transport anfragen',
    intro: 'Beschreiben Sie uns kurz die Situation vor Ort – wir planen die Fahrt mit Ihnen gemeinsam.',
  },
  faqs: [
    {
      question: 'Wie viele Helfer kommen zum Tragestuhl-Transport?',
      answer: 'Für das Tragen über Treppen kommen zwei Helfer. So ist jede Stufe sicher.',
    },
    {
      question: 'Muss ich während der Fahrt sitzen können?',
      answer:
        'Ja, im Tragestuhl und im Fahrzeug sitzen Sie. Wenn Sie nur liegend befördert werden können, sprechen Sie uns bitte vorher an.',
    },
    {
      question: 'Zahlt die Krankenkasse den Tragestuhl-Transport?',
      answer:
        'Mit ärztlicher Verordnung und – falls nötig – der Genehmigung Ihrer Krankenkasse rechnen wir direkt mit Ihrer Kasse ab. Ohne Verordnung nennen wir Ihnen den Preis auf Anfrage.',
    },
    {
      question: 'Bringen Sie mich nach dem Termin auch wieder hinauf?',
      answer: 'Ja. Wir bringen Sie nach der Rückfahrt wieder bis in Ihre Wohnung.',
    },
  ],
};
