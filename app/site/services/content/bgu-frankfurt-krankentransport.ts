import { company } from '#app/company';
import { images } from '#app/site/services/images';
import { serviceAreaText } from '#app/site/services/shared-copy';
import type { AccidentHospitalPageContent } from '#app/site/services/types';

const hospital = company.accidentHospital;

export const bguFrankfurtKrankentransport: AccidentHospitalPageContent = {
  template: 'accident-hospital',
  path: '/bgu-frankfurt-krankentransport/',
  title: `Krankentransport zur ${hospital.name} – Abrechnung mit der Berufsgenossenschaft`,
  description: `Krankenfahrten zur ${hospital.name} nach Arbeits- und Wegeunfällen. Direkte Abrechnung mit der Berufsgenossenschaft. Jetzt buchen.`,
  breadcrumb: 'Krankentransport BG Unfallklinik',
  hero: {
    eyebrow: 'Nach einem Arbeits- oder Wegeunfall',
    heading: `Krankentransport zur ${hospital.name}`,
    lead: `Nach einem Arbeitsunfall stehen oft viele Termine an: Untersuchungen, Nachbehandlung, Therapie. Wir fahren Sie zur ${hospital.name} und zurück und rechnen direkt mit der Berufsgenossenschaft ab.`,
    image: images.accidentHospital,
  },
  benefits: {
    heading: 'Ihre Vorteile',
    intro: 'Sie konzentrieren sich auf Ihre Genesung, wir auf den Weg dorthin:',
    items: [
      {
        icon: 'wallet',
        title: 'Direkte Abrechnung mit der BG',
        text: 'Wir rechnen die Fahrten direkt mit der Berufsgenossenschaft ab.',
      },
      {
        icon: 'route',
        title: 'Hin- und Rückfahrt',
        text: 'Wir holen Sie zu Hause ab und bringen Sie nach dem Termin wieder heim.',
      },
      {
        icon: 'accessibility',
        title: 'Sitzend, Rollstuhl oder Tragestuhl',
        text: 'Auch wenn Sie nach dem Unfall nicht gehen oder keine Treppen steigen können.',
      },
      {
        icon: 'clock',
        title: 'Erreichbar für Sie',
        text: `${company.openingHours.label} – am Telefon, per WhatsApp oder online.`,
      },
    ],
  },
  address: {
    heading: 'Hier fahren wir Sie hin',
    text: 'Sagen Sie uns bei der Buchung, wo in der Klinik Ihr Termin ist. Wir bringen Sie bis zum Eingang und helfen Ihnen beim Aussteigen.',
  },
  useCases: {
    heading: `Wann wir Sie zur ${hospital.name} fahren`,
    intro: 'Typische Anlässe für eine Fahrt zur Unfallklinik:',
    items: [
      {
        title: 'Nach Arbeitsunfällen',
        text: 'Zu Untersuchung und Behandlung nach einem Unfall bei der Arbeit oder auf dem Arbeitsweg.',
      },
      { title: 'Nachbehandlung', text: 'Zu Kontrollterminen, Verbandswechseln und Nachuntersuchungen.' },
      {
        title: 'Berufskrankheiten',
        text: 'Zu Untersuchungen und Behandlungen bei einer anerkannten oder vermuteten Berufskrankheit.',
      },
      { title: 'Rehabilitation', text: 'Zu Therapie und Reha, damit Sie wieder in Beruf und Alltag zurückfinden.' },
    ],
  },
  quickBooking: {
    heading: 'Schnell gebucht',
    text: `Rufen Sie uns an und nennen Sie uns Ihren Termin in der ${hospital.name}. Halten Sie, wenn vorhanden, den Namen Ihrer Berufsgenossenschaft und das Aktenzeichen bereit.`,
  },
  faqs: [
    {
      question: `Wer bezahlt die Fahrt zur ${hospital.name}?`,
      answer:
        'Nach einem Arbeits- oder Wegeunfall ist in der Regel die Berufsgenossenschaft zuständig. Wir rechnen die Fahrt direkt mit ihr ab.',
    },
    {
      question: 'Was brauche ich für die Abrechnung mit der Berufsgenossenschaft?',
      answer:
        'Nennen Sie uns den Namen Ihrer Berufsgenossenschaft und, wenn vorhanden, das Aktenzeichen oder die Unfallnummer. Bringen Sie am Fahrtag die Unterlagen der Klinik mit.',
    },
    {
      question: 'Holen Sie mich auch nach dem Termin wieder ab?',
      answer:
        'Ja. Die Rückfahrt buchen Sie gleich mit – zu einer festen Uhrzeit oder so, dass wir Sie nach Ende Ihres Termins abholen.',
    },
    {
      question: `Von wo aus fahren Sie zur ${hospital.name}?`,
      answer: `Wir holen Sie in ${serviceAreaText} ab. Für Fahrten über ${company.longTripApprovalKm} km sprechen Sie uns bitte vorher an, damit die Kostenübernahme geklärt ist.`,
    },
  ],
  cta: {
    heading: `Fahrt zur ${hospital.name} buchen`,
    text: 'Buchen Sie Ihre Fahrt bequem online – oder rufen Sie uns an, wir helfen Ihnen gern.',
  },
};
