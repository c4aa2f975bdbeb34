import { company } from '#app/company';
import { images } from '#app/site/services/images';
import {
  copaymentText,
  directBillingText,
  insurerRequirements,
  qualificationBase,
  returnTripText,
  serviceAreaText,
} from '#app/site/services/shared-copy';
import type { FullServicePageContent } from '#app/site/services/types';

export const dialysefahrten: FullServicePageContent = {
  template: 'full',
  path: '/dialysefahrten/',
  title: 'Dialysefahrten Frankfurt – regelmäßig und zuverlässig zur Dialyse',
  description:
    'Dialysefahrten im Rhein-Main-Gebiet: feste Termine, Hin- und Rückfahrt, direkte Abrechnung mit Ihrer Krankenkasse. Jetzt anfragen oder online buchen.',
  breadcrumb: 'Dialysefahrten',
  hero: {
    eyebrow: 'Fahrten zur Dialyse',
    heading: 'Dialysefahrten – verlässlich, Woche für Woche',
    lead: 'Die Dialyse bestimmt Ihren Wochenplan. Wir richten uns danach: Wir holen Sie zu Ihren festen Terminen ab und bringen Sie nach der Behandlung wieder nach Hause.',
    image: images.dialysis,
  },
  whatIs: {
    heading: 'Was sind Dialysefahrten?',
    paragraphs: [
      'Dialysefahrten sind regelmäßige Krankenfahrten zum Dialysezentrum und zurück. Weil die Behandlung meist mehrmals pro Woche zu festen Zeiten stattfindet, planen wir Ihre Fahrten als Serie – Sie müssen nicht jede Fahrt einzeln organisieren.',
      'Nach der Dialyse fühlen sich viele Patientinnen und Patienten erschöpft. Deshalb holen wir Sie ab, wenn Ihre Behandlung zu Ende ist, und begleiten Sie bis zur Haustür.',
    ],
    features: [
      { icon: 'calendar', title: 'Feste Termine', text: 'Wir planen Ihre regelmäßigen Dialysetage fest ein.' },
      {
        icon: 'route',
        title: 'Hin und zurück',
        text: 'Hinfahrt und Rückfahrt aus einer Hand, auch nach Ende der Behandlung.',
      },
      {
        icon: 'wallet',
        title: 'Direkte Abrechnung',
        text: 'Mit Verordnung und Genehmigung rechnen wir direkt mit Ihrer Kasse ab.',
      },
    ],
  },
  useCases: {
    heading: 'Für wen unsere Dialysefahrten gedacht sind',
    intro: 'Unsere Dialysefahrten helfen Ihnen, wenn:',
    items: [
      { title: 'Sie regelmäßig zur Dialyse müssen', text: 'Mehrmals pro Woche, zu festen Tageszeiten.' },
      {
        title: 'Sie nach der Behandlung erschöpft sind',
        text: 'Und danach nicht allein mit Bus, Bahn oder Auto fahren sollten.',
      },
      {
        title: 'Sie im Rollstuhl sitzen',
        text: 'Wir fahren Sie in Ihrem Rollstuhl oder tragen Sie im Tragestuhl über Treppen.',
      },
      { title: 'Ihre Dialysezeiten sich ändern', text: 'Sagen Sie uns Bescheid, dann passen wir Ihre Fahrten an.' },
    ],
  },
  ourService: {
    heading: 'Darauf können Sie zählen',
    intro: 'Bei Dialysefahrten zählt vor allem eines: dass Sie sich auf uns verlassen können.',
    qualifications: [
      ...qualificationBase,
      'Serienfahrten zu Ihren festen Dialyseterminen',
      returnTripText,
      'Sitzend, im Rollstuhl oder im Tragestuhl',
    ],
  },
  costs: {
    heading: 'Wer die Dialysefahrten bezahlt',
    paragraphs: [
      directBillingText,
      'Für Serienfahrten wie die Dialyse stellt Ihre Ärztin oder Ihr Arzt die Verordnung in der Regel für einen längeren Zeitraum aus. Klären Sie mit Ihrer Krankenkasse, ob sie die Fahrten vorher genehmigen muss.',
      copaymentText,
    ],
    requirementsHeading: 'Das brauchen wir von Ihnen',
    requirements: insurerRequirements,
    note: 'Nennen Sie uns bei der ersten Buchung Ihre Dialysetage, die Uhrzeiten und die Adresse Ihres Dialysezentrums. Ändert sich etwas, genügt ein Anruf.',
  },
  contact: {
    heading: 'Dialysefahrten einrichten',
    intro: 'Rufen Sie uns an, um Ihre regelmäßigen Fahrten einzurichten – oder buchen Sie die erste Fahrt online.',
  },
  faqs: [
    {
      question: 'Muss ich jede Dialysefahrt einzeln buchen?',
      answer: 'Nein. Nennen Sie uns Ihre festen Dialysetage und Uhrzeiten, dann planen wir Ihre Fahrten als Serie ein.',
    },
    {
      question: 'Was passiert, wenn meine Dialyse länger dauert?',
      answer:
        'Sie können die Rückfahrt so buchen, dass wir Sie nach Ende der Behandlung abholen. Das Dialysezentrum oder Sie rufen uns kurz an, wenn Sie fertig sind.',
    },
    {
      question: 'Übernimmt die Krankenkasse die Kosten für Dialysefahrten?',
      answer:
        'Dialysefahrten gehören zu den Fahrten, die Krankenkassen häufig übernehmen. Voraussetzung ist die ärztliche Verordnung und, falls Ihre Kasse es verlangt, ihre Genehmigung. Dann rechnen wir direkt ab.',
    },
    {
      question: 'In welchen Orten fahren Sie zur Dialyse?',
      answer: `Wir fahren in ${serviceAreaText}. Für Fahrten über ${company.longTripApprovalKm} km braucht es immer eine vorherige Genehmigung Ihrer Krankenkasse.`,
    },
  ],
};
