import { company } from '#app/company';
import { images } from '#app/site/services/images';
import {
  bookingDetailsText,
  copaymentText,
  directBillingText,
  insurerRequirements,
  qualificationBase,
  returnTripText,
  serviceAreaText,
} from '#app/site/services/shared-copy';
import type { FullServicePageContent } from '#app/site/services/types';

export const krankentransportFrankfurt: FullServicePageContent = {
  template: 'full',
  path: '/krankentransport-frankfurt/',
  title: 'Krankentransport Frankfurt – Krankenfahrten sitzend, im Rollstuhl und Tragestuhl',
  description: `Krankentransport in Frankfurt am Main: sicher zu Arzt, Klinik und Therapie. Direkte Abrechnung mit allen Krankenkassen. ${company.openingHours.label}.`,
  breadcrumb: 'Krankentransport Frankfurt',
  hero: {
    eyebrow: 'Krankenfahrten in Frankfurt am Main',
    heading: 'Krankentransport in Frankfurt – sicher und in Ruhe ans Ziel',
    lead: 'Wir bringen Sie zur Arztpraxis, ins Krankenhaus, zur Therapie und wieder nach Hause. Sitzend, im Rollstuhl oder im Tragestuhl – mit Zeit für Sie und einer helfenden Hand vom ersten bis zum letzten Schritt.',
    image: images.sitting,
  },
  whatIs: {
    heading: 'Was ist ein Krankentransport?',
    paragraphs: [
      'Ein Krankentransport – genauer eine Krankenfahrt – ist die Fahrt zu einer medizinischen Behandlung für Menschen, die nicht selbst fahren oder Bus und Bahn nicht nutzen können. Anders als der Rettungsdienst kommen wir nicht im Notfall, sondern zu Terminen, die planbar sind: zur Untersuchung, zur Behandlung, zur Aufnahme ins Krankenhaus oder zurück nach Hause.',
      'Sie sitzen dabei bequem im Fahrzeug, bleiben in Ihrem Rollstuhl oder werden im Tragestuhl auch über Treppen getragen. Wir holen Sie an der Wohnungstür ab und begleiten Sie bis zum Empfang.',
    ],
    features: [
      {
        icon: 'armchair',
        title: 'Sitzend, Rollstuhl, Tragestuhl',
        text: 'Die passende Beförderung für Ihre Situation – auch wenn Sie Ihren eigenen Rollstuhl mitnehmen möchten.',
      },
      {
        icon: 'door',
        title: 'Von Tür zu Tür',
        text: 'Wir holen Sie an Ihrer Wohnung ab und bringen Sie bis zum Empfang der Praxis oder Klinik.',
      },
      {
        icon: 'wallet',
        title: 'Direkt mit der Kasse abgerechnet',
        text: 'Mit Verordnung und – wo nötig – Genehmigung rechnen wir direkt mit Ihrer Krankenkasse ab.',
      },
    ],
  },
  useCases: {
    heading: 'Wann brauchen Sie einen Krankentransport?',
    intro: 'Immer dann, wenn Sie aus gesundheitlichen Gründen nicht allein zu Ihrem Termin kommen. Zum Beispiel:',
    items: [
      {
        title: 'Arzt- und Facharzttermine',
        text: 'Untersuchungen, Kontrollen und Behandlungen in Praxen in ganz Frankfurt.',
      },
      { title: 'Ambulante Behandlungen', text: 'Regelmäßige Termine wie Dialyse, Chemo- oder Strahlentherapie.' },
      {
        title: 'Aufnahme und Entlassung',
        text: 'Die Fahrt ins Krankenhaus und nach dem Aufenthalt sicher zurück nach Hause.',
      },
      { title: 'Reha und Therapie', text: 'Fahrten zur Physiotherapie, zur ambulanten Reha oder in eine Reha-Klinik.' },
      { title: 'Nach einer Operation', text: 'Wenn Sie nach einem Eingriff noch unsicher auf den Beinen sind.' },
      {
        title: 'Mit eingeschränkter Mobilität',
        text: 'Wenn Sie im Rollstuhl sitzen oder Treppen nicht mehr allein bewältigen.',
      },
    ],
  },
  ourService: {
    heading: 'Darauf können Sie sich verlassen',
    intro: 'Eine Krankenfahrt ist Vertrauenssache. Deshalb nehmen wir uns Zeit – für die Planung und für Sie.',
    qualifications: [
      ...qualificationBase,
      'Sitzend, im Rollstuhl oder im Tragestuhl – auch über Treppen',
      returnTripText,
      'Buchung am Telefon, per WhatsApp oder online – ohne Anmeldung',
    ],
  },
  costs: {
    heading: 'Kostenübernahme durch die Krankenkasse',
    paragraphs: [directBillingText, copaymentText],
    requirementsHeading: 'Das brauchen Sie für die Abrechnung mit der Kasse',
    requirements: insurerRequirements,
    note: bookingDetailsText,
  },
  contact: {
    heading: 'Fahrt anfragen – wir sind für Sie da',
    intro: `Rufen Sie uns an oder schreiben Sie uns. Wir fahren in ${serviceAreaText} und beraten Sie gern, bevor Sie buchen.`,
  },
  faqs: [
    {
      question: 'Wie buche ich einen Krankentransport in Frankfurt?',
      answer: `Am einfachsten telefonisch unter ${company.phone.display} oder über unsere Online-Buchung. Nennen Sie uns Abholadresse, Ziel, Datum und Uhrzeit und ob Sie einen Rollstuhl nutzen oder Hilfe auf Treppen brauchen.`,
    },
    {
      question: 'Übernimmt die Krankenkasse die Kosten?',
      answer:
        'In vielen Fällen ja. Voraussetzung ist eine ärztliche Verordnung einer Krankenbeförderung und, wenn Ihre Kasse es verlangt, ihre Genehmigung vor der Fahrt. Dann rechnen wir direkt mit Ihrer Krankenkasse ab.',
    },
    {
      question: 'Darf eine Begleitperson mitfahren?',
      answer:
        'Sagen Sie uns bei der Buchung Bescheid, wenn ein Angehöriger Sie begleiten möchte. Wir planen das Fahrzeug dann entsprechend ein.',
    },
    {
      question: 'Holen Sie mich auch nach dem Termin wieder ab?',
      answer: returnTripText,
    },
    {
      question: 'Wie weit fahren Sie?',
      answer: `Wir sind in ${serviceAreaText} unterwegs. Für Fahrten über ${company.longTripApprovalKm} km braucht es immer eine vorherige Genehmigung Ihrer Krankenkasse – sprechen Sie uns an, wir helfen Ihnen dabei.`,
    },
  ],
};
