// The service illustrations (calm flat SVGs in public/images/services/, drawn for this site). A photo
// named `service-<file name>` in content/photos/ replaces one everywhere it is shown (home cards,
// Leistungen, service pages); sizes are the intrinsic sizes so the browser reserves the space before the
// image arrives (no layout shift).
import { serviceImage } from '#app/site/site-image-data';
import type { ServiceImage } from './types';

export const images = {
  sitting: serviceImage(
    'sitzend',
    'Illustration: Eine Patientin steigt mit Unterstützung eines Fahrers in ein Krankenfahrzeug.',
  ),
  wheelchair: serviceImage('rollstuhl', 'Illustration: Ein Mann im Rollstuhl fährt über eine Rampe in ein Fahrzeug.'),
  carryingChair: serviceImage(
    'tragestuhl',
    'Illustration: Zwei Helfer tragen eine Patientin im Tragestuhl eine Treppe hinunter.',
  ),
  dialysis: serviceImage('dialyse', 'Illustration: Ein Kalender mit festen Terminen vor einem Dialysezentrum.'),
  rehab: serviceImage('reha', 'Illustration: Eine Patientin mit Gehstock auf dem Weg zur Therapie.'),
  private: serviceImage('privat', 'Illustration: Ein Fahrzeug vor der Skyline einer Stadt.'),
  therapy: serviceImage('therapie', 'Illustration: Ein Klinikgebäude mit Herz-Symbol und ein wartendes Fahrzeug.'),
  hospital: serviceImage('klinik', 'Illustration: Der Weg zwischen einem Wohnhaus und einem Krankenhaus.'),
  school: serviceImage('schule', 'Illustration: Ein Kind mit Schulranzen steigt in ein Fahrzeug vor der Schule.'),
  accidentHospital: serviceImage(
    'unfallklinik',
    'Illustration: Ein Krankenhaus mit Kreuz-Symbol und ein Fahrzeug davor.',
  ),
  care: serviceImage('begleitung', 'Illustration: Eine Helferin reicht einer älteren Dame den Arm.'),
} satisfies Record<string, ServiceImage>;
