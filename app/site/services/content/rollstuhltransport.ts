import { company } from '#app/company';
import { images } from '#app/site/services/images';
import {
  bookingDetailsText,
  copaymentText,
  directBillingText,
  insurerRequirements,
  qualificationBase,
  returnTripText,
} from '#app/site/services/shared-copy';
import type { FullServicePageContent } from '#app/site/services/types';
import { formatEuroCompact } from '#app/domain/pricing/money';

export const rollstuhltransport: FullServicePageContent = {
  template: 'full',
  path: '/rollstuhltransport/',
  title: 'Rollstuhltransport Frankfurt – im eigenen Rollstuhl sicher ans Ziel',
  description:
    'Rollstuhltransport im Rhein-Main-Gebiet: Sie bleiben in Ihrem Rollstuhl sitzen – zu Arzt, Klinik, Therapie und privat. Abrechnung mit der Krankenkasse.',
  breadcrumb: 'Rollstuhltransport',
  hero: {
    eyebrow: 'Rollstuhlfahrten im Rhein-Main-Gebiet',
    heading: 'Rollstuhltransport – Sie bleiben sitzen, wir kümmern uns um den Weg',
    lead: 'Umsteigen ist anstrengend und manchmal gar nicht möglich. Bei uns fahren Sie in Ihrem eigenen Rollstuhl mit – sicher gesichert und ohne Umsetzen.',
    image: images.wheelchair,
  },
  whatIs: {
    heading: 'Was ist ein Rollstuhltransport?',
    paragraphs: [
      'Beim Rollstuhltransport fahren Sie in Ihrem Rollstuhl in einem dafür eingerichteten Fahrzeug mit. Über eine Rampe oder einen Lift kommen Sie ohne Umsetzen hinein, der Rollstuhl wird während der Fahrt fest gesichert.',
      'Das ist für alle gedacht, die auf den Rollstuhl angewiesen sind – dauerhaft oder vorübergehend, zum Beispiel nach einer Operation.',
    ],
    features: [
      {
        icon: 'accessibility',
        title: 'Ohne Umsetzen',
        text: 'Sie bleiben in Ihrem Rollstuhl sitzen – vom Abholort bis zum Ziel.',
      },
      {
        icon: 'shield',
        title: 'Sicher befestigt',
        text: 'Der Rollstuhl wird im Fahrzeug fest gesichert, Sie sind angeschnallt.',
      },
      {
        icon: 'hand-heart',
        title: 'Hilfe an der Tür',
        text: 'Wir schieben Sie auf Wunsch bis in die Praxis, die Klinik oder Ihre Wohnung.',
      },
    ],
  },
  useCases: {
    heading: 'Wann ein Rollstuhltransport hilft',
    intro: 'Immer dann, wenn Sie im Rollstuhl unterwegs sind und nicht umsteigen können oder möchten:',
    items: [
      {
        title: 'Arzt- und Kliniktermine',
        text: 'Zur Untersuchung oder Behandlung, ohne dass Sie den Rollstuhl verlassen müssen.',
      },
      { title: 'Dialyse und Therapie', text: 'Regelmäßige Fahrten, auf Wunsch mit fester Rückfahrt.' },
      {
        title: 'Entlassung aus dem Krankenhaus',
        text: 'Sicher nach Hause, wenn Sie nach dem Aufenthalt noch auf den Rollstuhl angewiesen sind.',
      },
      { title: 'Private Fahrten', text: 'Zu Familienfeiern, Besuchen oder Behördengängen.' },
    ],
  },
  ourService: {
    heading: 'Unser Service für Rollstuhlfahrer',
    intro: 'Wir planen Ihre Fahrt so, dass alles zusammenpasst – Fahrzeug, Zeit und Hilfe am Abholort.',
    qualifications: [
      ...qualificationBase,
      'Rollstuhlgerechte Fahrzeuge mit Rampe oder Lift',
      'Hilfe bei Stufen am Abholort – im Tragestuhl, wenn kein barrierefreier Zugang besteht',
      returnTripText,
    ],
  },
  costs: {
    heading: 'Kosten und Abrechnung',
    paragraphs: [
      directBillingText,
      copaymentText,
      `Private Rollstuhlfahrten ohne Verordnung berechnen wir auf Anfrage – rufen Sie uns an, wir nennen Ihnen den Preis vorab. Wartezeit: ${formatEuroCompact(company.prices.waitingPer15MinCents)} je 15 Minuten.`,
    ],
    requirementsHeading: 'Das brauchen Sie für die Kostenübernahme',
    requirements: insurerRequirements,
    note: bookingDetailsText,
  },
  contact: {
    heading: 'Rollstuhlfahrt anfragen',
    intro:
      'Erzählen Sie uns kurz, wie Sie wohnen und wohin es gehen soll. Wir sagen Ihnen, wie wir die Fahrt am besten planen.',
  },
  faqs: [
    {
      question: 'Kann ich in meinem eigenen Rollstuhl mitfahren?',
      answer:
        'Ja. Sie fahren in Ihrem eigenen Rollstuhl mit, er wird im Fahrzeug fest gesichert. Sagen Sie uns bei der Buchung, ob es ein Elektrorollstuhl ist.',
    },
    {
      question: 'Was ist, wenn es bei mir Stufen gibt?',
      answer:
        'Sagen Sie uns bei der Buchung, ob der Zugang barrierefrei ist. Gibt es Stufen oder eine Treppe, tragen wir Sie im Tragestuhl hinunter und setzen Sie unten wieder in Ihren Rollstuhl.',
    },
    {
      question: 'Zahlt die Krankenkasse den Rollstuhltransport?',
      answer:
        'Wenn eine ärztliche Verordnung und – falls nötig – die Genehmigung Ihrer Krankenkasse vorliegen, rechnen wir direkt mit Ihrer Kasse ab.',
    },
    {
      question: 'Kann eine Begleitperson mitfahren?',
      answer: 'Sagen Sie uns bei der Buchung Bescheid, dann planen wir einen Platz für Ihre Begleitung ein.',
    },
  ],
};
