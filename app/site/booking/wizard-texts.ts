// German texts of the booking wizard that more than one component (or the route) uses.
import { company } from '#app/company';

export const STEP_TITLES = {
  1: 'Patientendaten',
  2: 'Besonderheiten',
  3: 'Terminwahl',
  4: 'Bestätigung',
} as const;

export const SLOT_MESSAGES = {
  none: 'Keine Zeitslots für dieses Datum verfügbar',
  next: (date: string, time: string) => `Nächster verfügbarer Termin: ${date} um ${time} Uhr`,
  noneIn30Days: 'Keine verfügbaren Termine in den nächsten 30 Tagen',
} as const;

export const CONNECTION_FAILED_MESSAGE = `Die Buchung konnte nicht gesendet werden – bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut. Ihre Angaben bleiben erhalten. Sie erreichen uns auch telefonisch: ${company.phone.display}.`;

export const CHECK_FIELDS_MESSAGE = 'Bitte prüfen Sie die markierten Angaben.';

export const RUECKFAHRT_LABELS = {
  keine: 'Keine Rückfahrt',
  fest: 'Rückfahrt zu einer festen Uhrzeit',
  'nach-termin': 'Rückfahrt nach Terminende (Sie rufen uns an)',
} as const;

export const BESONDERHEITEN_LABELS = {
  adipositas: 'Adipositas (starkes Übergewicht)',
  infektiös: 'Infektiös (ansteckende Erkrankung)',
  rollstuhl: 'Rollstuhl',
  sehbeeinträchtigt: 'Sehbeeinträchtigt',
  weitere: 'Weitere Besonderheiten',
} as const;

export const BARRIER_FREE_QUESTION = 'Ist der Weg vom Abholort zum Fahrzeug barrierefrei (ebenerdig oder mit Aufzug)?';
export const BARRIER_FREE_LABELS = { ja: 'Ja, barrierefrei', nein: 'Nein, es gibt Stufen oder Treppen' } as const;
