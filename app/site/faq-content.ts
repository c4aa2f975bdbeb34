// The FAQ page's three questions (SPEC.md §2 /faq/), also emitted as FAQPage structured data.
import { company } from '#app/company';
import type { FaqItem } from './json-ld';

export const faqItems: FaqItem[] = [
  {
    question: 'Übernimmt meine Krankenkasse die Kosten für die Fahrt?',
    answer: `Ja, wenn eine ärztliche Verordnung vorliegt und Ihre Krankenkasse die Fahrt genehmigt hat. Als Partner aller Krankenkassen rechnen wir dann direkt mit Ihrer Kasse ab; eine gesetzliche Zuzahlung kann anfallen. Fahrten über ${company.longTripApprovalKm} km muss die Krankenkasse vorher genehmigen. Fahrten ohne Verordnung bezahlen Sie selbst – die Preise finden Sie auf unserer Preisseite.`,
  },
  {
    question: 'Wie kann ich eine Fahrt buchen?',
    answer: `Am einfachsten über unsere Online-Buchung: In vier Schritten geben Sie Ihre Daten, Besonderheiten wie einen Rollstuhl und Ihren Wunschtermin an. Sie erreichen uns außerdem telefonisch unter ${company.phone.display} und per WhatsApp – ${company.openingHours.label}.`,
  },
  {
    question: 'Wie kurzfristig können Sie eine Fahrt übernehmen?',
    answer: `Planbare Fahrten buchen Sie online mit mindestens 24 Stunden Vorlauf. Eilt es, rufen Sie uns an: Bei kurzfristigem Bedarf sind wir in der Regel innerhalb von ${company.emergencyArrival} bei Ihnen. Im medizinischen Notfall wählen Sie bitte immer den Notruf 112.`,
  },
];
