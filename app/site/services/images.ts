// The service illustrations (calm flat SVGs in public/images/services/, drawn for this site). Real
// photos can replace them: keep the file names or change the paths here; sizes are the intrinsic
// sizes so the browser reserves the space before the image arrives (no layout shift).
import type { ServiceImage } from './types';

const size = { width: 640, height: 480 };

export const images = {
  sitting: {
    src: '/images/services/sitzend.svg',
    alt: 'Illustration: Eine Patientin steigt mit Unterstützung eines Fahrers in ein Krankenfahrzeug.',
    ...size,
  },
  wheelchair: {
    src: '/images/services/rollstuhl.svg',
    alt: 'Illustration: Ein Mann im Rollstuhl fährt über eine Rampe in ein Fahrzeug.',
    ...size,
  },
  carryingChair: {
    src: '/images/services/tragestuhl.svg',
    alt: 'Illustration: Zwei Helfer tragen eine Patientin im Tragestuhl eine Treppe hinunter.',
    ...size,
  },
  dialysis: {
    src: '/images/services/dialyse.svg',
    alt: 'Illustration: Ein Kalender mit festen Terminen vor einem Dialysezentrum.',
    ...size,
  },
  rehab: {
    src: '/images/services/reha.svg',
    alt: 'Illustration: Eine Patientin mit Gehstock auf dem Weg zur Therapie.',
    ...size,
  },
  private: {
    src: '/images/services/privat.svg',
    alt: 'Illustration: Ein Fahrzeug vor der Skyline einer Stadt.',
    ...size,
  },
  therapy: {
    src: '/images/services/therapie.svg',
    alt: 'Illustration: Ein Klinikgebäude mit Herz-Symbol und ein wartendes Fahrzeug.',
    ...size,
  },
  hospital: {
    src: '/images/services/klinik.svg',
    alt: 'Illustration: Der Weg zwischen einem Wohnhaus und einem Krankenhaus.',
    ...size,
  },
  school: {
    src: '/images/services/schule.svg',
    alt: 'Illustration: Ein Kind mit Schulranzen steigt in ein Fahrzeug vor der Schule.',
    ...size,
  },
  accidentHospital: {
    src: '/images/services/unfallklinik.svg',
    alt: 'Illustration: Ein Krankenhaus mit Kreuz-Symbol und ein Fahrzeug davor.',
    ...size,
  },
  care: {
    src: '/images/services/begleitung.svg',
    alt: 'Illustration: Eine Helferin reicht einer älteren Dame den Arm.',
    ...size,
  },
} satisfies Record<string, ServiceImage>;
