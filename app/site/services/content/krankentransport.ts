import { company } from '#app/company';
import { images } from '#app/site/services/images';
import {
  bookingDetailsText,
  copaymentText,
  directBillingText,
  insurerRequirements,
  privatePriceText,
  qualificationBase,
  returnTripText,
  serviceAreaText,
} from '#app/site/services/shared-copy';
import type { FullServicePageContent } from '#app/site/services/types';

export const krankentransport: FullServicePageContent = {
  template: 'full',
  path: '/krankentransport/',
  title: 'Krankentransport im Rhein-Main-Gebiet – Krankenfahrten für Patienten',
  description:
    'Krankenfahrten zu Arzt, Klinik, Dialyse und Therapie im Rhein-Main-Gebiet. Partner aller Krankenkassen, Buchung telefonisch oder online.',
  breadcrumb: 'Krankentransport',
  hero: {
    eyebrow: `Krankenfahrten in ${serviceAreaText}`,
    heading: 'Krankentransport – wir fahren Sie zu Ihrer Behandlung',
    lead: 'Wenn Sie nicht selbst fahren können, sind wir an Ihrer Seite: zuverlässig, pünktlich geplant und mit Geduld. Für Patientinnen und Patienten, ihre Angehörigen und alle, die sich um sie kümmern.',
    image: images.sitting,
  },
  whatIs: {
    heading: 'Krankenfahrt statt Taxi oder Bus',
    paragraphs: [
      'Eine Krankenfahrt bringt Sie zu einer medizinisch notwendigen Behandlung, wenn Sie aus gesundheitlichen Gründen nicht selbst fahren oder öffentliche Verkehrsmittel nutzen können. Sie ist kein Notfalleinsatz: Wir fahren zu vereinbarten Terminen und nehmen uns Zeit für das Ein- und Aussteigen.',
      'Ob Sie sitzend fahren, in Ihrem Rollstuhl bleiben oder im Tragestuhl getragen werden müssen – wir stimmen die Fahrt auf Sie ab.',
    ],
    features: [
      { icon: 'calendar', title: 'Planbar', text: 'Sie nennen uns Termin und Ziel, wir planen Hin- und Rückfahrt.' },
      {
        icon: 'hand-heart',
        title: 'Mit Unterstützung',
        text: 'Wir helfen beim Ein- und Aussteigen und begleiten Sie bis zum Ziel.',
      },
      {
        icon: 'shield',
        title: 'Partner aller Krankenkassen',
        text: 'Mit Verordnung und Genehmigung rechnen wir direkt mit Ihrer Kasse ab.',
      },
    ],
  },
  useCases: {
    heading: 'Für welche Fahrten Sie uns rufen können',
    intro: 'Krankenfahrten sind für viele Anlässe möglich – hier die häufigsten:',
    items: [
      { title: 'Dialyse', text: 'Regelmäßige Fahrten zum Dialysezentrum und zurück, mehrmals pro Woche.' },
      { title: 'Chemo- und Strahlentherapie', text: 'Schonende Fahrten zu Ihren Behandlungsterminen.' },
      { title: 'Krankenhaus', text: 'Zur Aufnahme ins Krankenhaus und bei der Entlassung nach Hause.' },
      { title: 'Arztpraxis', text: 'Zu Untersuchungen und Behandlungen bei Haus- und Fachärzten.' },
      { title: 'Reha und Therapie', text: 'Zur Physiotherapie, Ergotherapie oder in die Reha-Klinik.' },
      { title: 'Privat', text: 'Auch ohne Verordnung, z. B. zu Familienfeiern oder Besuchen.' },
    ],
  },
  ourService: {
    heading: 'Was uns auszeichnet',
    intro: 'Wir möchten, dass Sie entspannt ankommen. Dafür stehen wir:',
    qualifications: [
      ...qualificationBase,
      'Sitzend, im Rollstuhl oder im Tragestuhl',
      returnTripText,
      'Buchung am Telefon, per WhatsApp oder online – ohne Anmeldung',
    ],
  },
  costs: {
    heading: 'Wer bezahlt die Krankenfahrt?',
    paragraphs: [directBillingText, copaymentText, privatePriceText],
    requirementsHeading: 'Voraussetzungen für die Kostenübernahme',
    requirements: insurerRequirements,
    note: bookingDetailsText,
  },
  contact: {
    heading: 'Sprechen Sie mit uns',
    intro:
      'Sie sind unsicher, welche Fahrt die richtige ist oder was Ihre Kasse braucht? Rufen Sie an – wir erklären es Ihnen in Ruhe.',
  },
  faqs: [
    {
      question: 'Was ist der Unterschied zwischen Krankenfahrt und Rettungsdienst?',
      answer:
        'Der Rettungsdienst kommt im Notfall, mit medizinischem Personal und Notfallausstattung – dafür wählen Sie immer die 112. Eine Krankenfahrt ist für planbare Fahrten zu Behandlungen, wenn Sie keine medizinische Betreuung während der Fahrt brauchen.',
    },
    {
      question: 'Wie kurzfristig kann ich eine Fahrt buchen?',
      answer: `Online buchen Sie Fahrten mit mindestens 24 Stunden Vorlauf. Für kurzfristige Fahrten rufen Sie uns bitte an unter ${company.phone.display} – wir sind in der Regel innerhalb von ${company.emergencyArrival} bei Ihnen, wenn ein Fahrzeug frei ist.`,
    },
    {
      question: 'Welche Unterlagen brauche ich?',
      answer:
        'Für die Abrechnung mit der Krankenkasse die ärztliche Verordnung einer Krankenbeförderung und, falls verlangt, die Genehmigung Ihrer Kasse. Nehmen Sie außerdem Ihre Versichertenkarte mit.',
    },
    {
      question: 'Kann ich ohne Verordnung fahren?',
      answer: privatePriceText,
    },
  ],
};
