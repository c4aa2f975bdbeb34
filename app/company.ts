// The single source of the company's facts (white-label, DESIGN.md). Every page, the legal notice,
// structured data and e-mails read from here; change these values to run the product for a real company.
// The sample values are a fictitious "Musterfirma": the phone numbers are from the Bundesnetzagentur's
// range reserved for fiction (069 90009 xxx), the domain uses the reserved .example top-level domain.

export type ServiceArea = {
  slug: string;
  name: string;
  /** Short German description for the carousel card. */
  description: string;
};

export type Company = {
  name: string;
  shortName: string;
  legalForm: string;
  owner: string;
  address: { street: string; postalCode: string; city: string; region: string; country: 'DE' };
  geo: { latitude: number; longitude: number };
  phone: { display: string; e164: string };
  whatsapp: { e164: string; prefilledMessage: string };
  email: string;
  website: string;
  vatId: string | null;
  supervisoryAuthority: string | null;
  openingHours: {
    label: string;
    short: string;
    opens: string;
    closes: string;
    daysLabel: string;
  };
  schoolRideContactHours: { weekdays: string; weekend: string };
  emergencyArrival: string;
  experience: { years: number; label: string };
  serviceAreas: ServiceArea[];
  /** Public prices in integer cents (formatted by the money kernel, app/domain/pricing/money.ts). */
  prices: { baseFromCents: number; waitingPer15MinCents: number; onRequest: string[] };
  longTripApprovalKm: number;
  satisfiedCustomers: number;
  accidentHospital: { name: string; street: string; postalCode: string; city: string };
  social: { facebook: string | null; instagram: string | null };
  reviewsUrl: string | null;
  analytics: { ga4MeasurementId: string | null };
  brand: { primary: string; primaryForeground: string };
};

export const company: Company = {
  name: 'Musterfirma Krankenfahrten',
  shortName: 'Musterfirma',
  legalForm: 'Einzelunternehmen',
  owner: 'Max Mustermann',
  address: {
    street: 'Musterstraße 12',
    postalCode: '60311',
    city: 'Frankfurt am Main',
    region: 'Hessen',
    country: 'DE',
  },
  geo: { latitude: 50.1109, longitude: 8.6821 },
  phone: { display: '069 90009 123', e164: '+496990009123' },
  whatsapp: {
    e164: '+496990009124',
    prefilledMessage: 'Guten Tag, ich möchte eine Fahrt buchen. Bitte melden Sie sich bei mir.',
  },
  email: 'info@musterfirma-krankenfahrten.example',
  website: 'https://www.musterfirma-krankenfahrten.example',
  // The company's real USt-IdNr. for the legal notice (§ 5 DDG); none invented for the sample company. Invoices
  // take theirs from Einstellungen → Rechnungsdaten, where it is checked.
  vatId: null,
  supervisoryAuthority: null,
  openingHours: {
    label: '365 Tage im Jahr, 06:00 – 20:00 Uhr',
    short: 'Mo–So 06:00–20:00 Uhr',
    opens: '06:00',
    closes: '20:00',
    daysLabel: '365 Tage im Jahr',
  },
  schoolRideContactHours: { weekdays: 'Mo–Fr 6:00–22:00 Uhr', weekend: 'Sa–So 8:00–20:00 Uhr' },
  emergencyArrival: '30–60 Minuten',
  experience: { years: 15, label: 'rund 15 Jahre Erfahrung' },
  serviceAreas: [
    {
      slug: 'bad-homburg',
      name: 'Bad Homburg',
      description: 'Fahrten zu Praxen, Kliniken und Therapien in Bad Homburg vor der Höhe.',
    },
    {
      slug: 'frankfurt-am-main',
      name: 'Frankfurt am Main',
      description: 'Krankenfahrten in allen Frankfurter Stadtteilen – zu Klinik, Praxis und Dialyse.',
    },
    {
      slug: 'hochtaunuskreis',
      name: 'Hochtaunuskreis',
      description: 'Zuverlässig unterwegs von Oberursel bis Usingen und im ganzen Taunus.',
    },
  ],
  prices: {
    baseFromCents: 4900,
    waitingPer15MinCents: 800,
    onRequest: ['Rollstuhltransport', 'Tragestuhltransport'],
  },
  longTripApprovalKm: 50,
  satisfiedCustomers: 500,
  accidentHospital: {
    name: 'BG Unfallklinik Frankfurt am Main',
    street: 'Friedberger Landstraße 430',
    postalCode: '60389',
    city: 'Frankfurt am Main',
  },
  social: { facebook: null, instagram: null },
  reviewsUrl: null,
  analytics: { ga4MeasurementId: 'G-MUSTER0001' },
  brand: { primary: '#0b5c8a', primaryForeground: '#ffffff' },
};

export const telHref = `tel:${company.phone.e164}`;
export const whatsappHref = `https://wa.me/${company.whatsapp.e164.replace(/^\+/, '')}?text=${encodeURIComponent(
  company.whatsapp.prefilledMessage,
)}`;
