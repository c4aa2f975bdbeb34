import { company } from '#app/company';
import { images } from '#app/site/services/images';
import { qualificationBase, serviceAreaText } from '#app/site/services/shared-copy';
import type { SchoolRidesPageContent } from '#app/site/services/types';

export const schuelerfahrten: SchoolRidesPageContent = {
  template: 'school',
  path: '/schuelerfahrten/',
  title: 'Schülerfahrten – sicherer Schulweg für Kinder mit Unterstützungsbedarf',
  description: `Schülerbeförderung in ${serviceAreaText}: zuverlässige Fahrten zur Schule und zurück, auch im Rollstuhl. Anfrage per E-Mail.`,
  breadcrumb: 'Schülerfahrten',
  hero: {
    eyebrow: 'Schülerbeförderung im Rhein-Main-Gebiet',
    heading: 'Schülerfahrten – jeden Tag sicher zur Schule und zurück',
    lead: 'Für Kinder und Jugendliche, die den Schulweg nicht allein schaffen: Wir holen sie zu Hause ab, bringen sie pünktlich zum Unterricht und nach Schulschluss wieder heim.',
    image: images.school,
  },
  whatIs: {
    heading: 'Was sind Schülerfahrten?',
    paragraphs: [
      'Schülerfahrten sind regelmäßige Fahrten zwischen Zuhause und Schule für Kinder und Jugendliche, die wegen einer Erkrankung oder Behinderung nicht mit Bus, Bahn oder zu Fuß zur Schule kommen.',
      'Wir fahren nach dem Stundenplan, Tag für Tag – damit Eltern sich auf den Schulweg verlassen können.',
    ],
    features: [
      {
        icon: 'calendar',
        title: 'Nach Stundenplan',
        text: 'Wir richten die Fahrten nach Unterrichtsbeginn und Schulschluss aus.',
      },
      {
        icon: 'accessibility',
        title: 'Auch im Rollstuhl',
        text: 'Kinder, die einen Rollstuhl nutzen, fahren sicher gesichert darin mit.',
      },
      {
        icon: 'users',
        title: 'Ansprechbar für Eltern',
        text: 'Änderungen im Stundenplan oder Krankheitstage klären Sie direkt mit uns.',
      },
    ],
  },
  useCases: {
    heading: 'Wann Schülerfahrten helfen',
    intro: 'Zum Beispiel in diesen Situationen:',
    items: [
      { title: 'Förderschule', text: 'Der tägliche Weg zu einer Förderschule, die weiter entfernt liegt.' },
      { title: 'Körperliche Einschränkung', text: 'Wenn Ihr Kind einen Rollstuhl oder eine Gehhilfe nutzt.' },
      { title: 'Nach Unfall oder Operation', text: 'Wenn Ihr Kind vorübergehend nicht allein zur Schule kommt.' },
      {
        title: 'Chronische Erkrankung',
        text: 'Wenn der Schulweg mit öffentlichen Verkehrsmitteln zu anstrengend ist.',
      },
    ],
  },
  ourService: {
    heading: 'Was wir Ihrem Kind bieten',
    intro: 'Wir wissen, wie viel Vertrauen Eltern uns schenken. Darauf können Sie sich verlassen:',
    qualifications: [
      ...qualificationBase,
      'Regelmäßige Fahrten zu festen Zeiten, abgestimmt auf den Stundenplan',
      'Rollstuhlgerechte Fahrzeuge',
    ],
  },
  costs: {
    heading: 'Wer die Schülerfahrten bezahlt',
    paragraphs: [
      'Wer die Kosten für die Schülerbeförderung übernimmt, hängt von der Situation Ihres Kindes ab – zuständig ist häufig der Schulträger oder ein anderer öffentlicher Kostenträger. Klären Sie die Kostenübernahme bitte vorab dort.',
      'Sie möchten die Fahrten selbst beauftragen? Dann nennen wir Ihnen den Preis gern vorab.',
    ],
    requirementsHeading: 'Das brauchen wir für die Planung',
    requirements: [
      'Die Zusage des Kostenträgers, falls die Fahrten nicht privat bezahlt werden',
      'Adresse der Schule und den Stundenplan mit Unterrichtsbeginn und Schulschluss',
      'Hinweise zu Rollstuhl, Gehhilfe oder besonderem Unterstützungsbedarf',
      'Eine Telefonnummer, unter der wir Sie als Eltern erreichen',
    ],
  },
  faqs: [
    {
      question: 'Wie melde ich Schülerfahrten an?',
      answer: `Schreiben Sie uns eine E-Mail an ${company.email} mit Schule, Stundenplan und Abholadresse. Wir melden uns mit einem Vorschlag für die Fahrten.`,
    },
    {
      question: 'Fährt mein Kind allein oder mit anderen Kindern?',
      answer:
        'Das hängt von den Schulwegen ab. Sprechen Sie uns an, wenn Ihr Kind allein fahren sollte – wir berücksichtigen das bei der Planung.',
    },
    {
      question: 'Was passiert, wenn mein Kind krank ist?',
      answer:
        'Sagen Sie uns so früh wie möglich Bescheid, am besten telefonisch oder per E-Mail. Dann lassen wir die Fahrt an diesem Tag ausfallen.',
    },
    {
      question: 'Kann mein Kind im Rollstuhl mitfahren?',
      answer: 'Ja. Ihr Kind fährt in seinem Rollstuhl mit, der im Fahrzeug fest gesichert wird.',
    },
    {
      question: 'Wer übernimmt die Kosten?',
      answer:
        'Häufig ist es der Schulträger oder ein anderer öffentlicher Kostenträger. Klären Sie die Kostenübernahme bitte vorab dort. Sie können die Fahrten auch privat beauftragen.',
    },
  ],
  emailContact: {
    heading: 'Schülerfahrten per E-Mail anfragen',
    text: 'Schreiben Sie uns, welche Schule Ihr Kind besucht, zu welchen Zeiten der Unterricht beginnt und endet und welche Unterstützung es braucht. Wir antworten Ihnen so bald wie möglich.',
    subject: 'Anfrage Schülerfahrten',
  },
};
