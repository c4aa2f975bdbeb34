// What staff enter for a patient (Stammdaten, issue 17), checked the same way in the browser and on the
// server. Phones are stored in E.164, the insurance number (KVNR) with its check digit, dates as
// yyyy-MM-dd. Up to three phone numbers and three favourite places (dialysis centre, practice).
import { exemptionCardDefaultStart } from '#app/domain/billing/co-payment';
import { TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { formatGermanDate, parseGermanDate } from '#app/domain/german-date';
import { textError, type TextKind } from '#app/domain/text/plain-text';
import { KVNR_MESSAGES, parseKvnr } from './kvnr';
import { parsePhone, PHONE_MESSAGES } from './phone';
import { formatNumber } from '#app/domain/numbers';

export const MERKZEICHEN = ['aG', 'Bl', 'H', 'G', 'B', 'Gl', 'TBl', 'RF'] as const;
export type Merkzeichen = (typeof MERKZEICHEN)[number];

export const HANDLING_FLAGS = ['infektiös', 'adipositas', 'rollstuhl', 'sehbeeinträchtigt'] as const;

export const MAX_PHONES = 3;
export const MAX_PLACES = 3;

export type PatientInput = {
  vorname: string;
  nachname: string;
  geburtsdatum: string | null;
  telefone: string[];
  email: string | null;
  adresse: string | null;
  orte: { label: string; adresse: string }[];
  krankenkasse: string | null;
  versichertennummer: string | null;
  pflegegrad: number | null;
  merkzeichen: Merkzeichen[];
  transportart: (typeof TRANSPORT_TYPES)[number] | null;
  besonderheiten: {
    infektiös?: boolean;
    adipositas?: boolean;
    rollstuhl?: boolean;
    sehbeeinträchtigt?: boolean;
    barrierefreiZugang?: boolean;
    weitere?: boolean;
    weitereHinweise?: string;
  };
  /** The exemption card (Befreiungsausweis, § 62 SGB V): first and last day, both or neither. */
  befreiungAb: string | null;
  befreiungBis: string | null;
  kontaktperson: { name: string; beziehung: string | null; telefon: string | null; email: string | null } | null;
  notizen: string | null;
};

export type PatientFieldErrors = Record<string, string>;

export type PatientParseResult =
  { success: true; data: PatientInput } | { success: false; fieldErrors: PatientFieldErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Parses the form. `today` (Berlin, yyyy-MM-dd) bounds the date of birth. Values are the form's
 * fields: telefon1..3, ort1Label/ort1Adresse..3, merkzeichen_<Zeichen>, flag_<Besonderheit>,
 * treppen (no barrier-free access), kontaktName/-Beziehung/-Telefon/-Email.
 */
export function parsePatientForm(values: Record<string, unknown>, today: string): PatientParseResult {
  const errors: PatientFieldErrors = {};
  const str = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  const checked = (key: string) => values[key] === 'on' || values[key] === 'true' || values[key] === true;
  const text = (key: string, max: number, kind: TextKind = 'single-line'): string | null => {
    const value = str(key);
    const problem = value.length > max ? `Höchstens ${formatNumber(max)} Zeichen.` : textError(value, kind);
    if (problem) errors[key] = problem;
    return value === '' ? null : value;
  };
  const phone = (key: string): string | null => {
    const parsed = parsePhone(str(key));
    if (parsed.status === 'ok') return parsed.phone.e164;
    if (parsed.status === 'invalid') errors[key] = PHONE_MESSAGES.invalid;
    return null;
  };
  const email = (key: string): string | null => {
    const value = text(key, 254);
    if (value && !EMAIL.test(value)) errors[key] = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
    return value;
  };
  // The one date reading (yyyy-MM-dd or dd.MM.yyyy) with its range 1900-2100 (issue 39: year 0000 answered 500).
  const date = (key: string): string | null => {
    const value = str(key);
    if (value === '') return null;
    const parsed = parseGermanDate(value);
    if (!parsed) errors[key] = 'Bitte geben Sie ein gültiges Datum ein.';
    return parsed ?? value;
  };

  const vorname = text('vorname', 100, 'name');
  const nachname = text('nachname', 100, 'name');
  if (!vorname) errors.vorname = 'Bitte geben Sie den Vornamen ein.';
  if (!nachname) errors.nachname = 'Bitte geben Sie den Nachnamen ein.';

  const geburtsdatum = date('geburtsdatum');
  if (geburtsdatum && !errors.geburtsdatum && (geburtsdatum > today || geburtsdatum < '1900-01-01')) {
    errors.geburtsdatum = 'Das Geburtsdatum muss zwischen 1900 und heute liegen.';
  }

  const telefone: string[] = [];
  for (let i = 1; i <= MAX_PHONES; i++) {
    const value = phone(`telefon${i}`);
    if (value && !telefone.includes(value)) telefone.push(value);
  }

  const orte: { label: string; adresse: string }[] = [];
  for (let i = 1; i <= MAX_PLACES; i++) {
    const label = text(`ort${i}Label`, 100);
    const adresse = text(`ort${i}Adresse`, 300, 'name');
    if (adresse) orte.push({ label: label ?? `Ort ${i}`, adresse });
    else if (label) errors[`ort${i}Adresse`] = 'Bitte geben Sie die Adresse dieses Ortes ein.';
  }

  let versichertennummer: string | null = null;
  const kvnr = parseKvnr(str('versichertennummer'));
  if (kvnr.status === 'ok') versichertennummer = kvnr.value;
  else if (kvnr.status !== 'empty') errors.versichertennummer = KVNR_MESSAGES[kvnr.status];

  let pflegegrad: number | null = null;
  const grad = str('pflegegrad');
  if (/^[1-5]$/.test(grad)) pflegegrad = Number(grad);
  else if (grad !== '' && grad !== 'keiner') errors.pflegegrad = 'Bitte wählen Sie einen Pflegegrad von 1 bis 5.';

  const art = str('transportart');
  let transportart: PatientInput['transportart'] = null;
  if ((TRANSPORT_TYPES as readonly string[]).includes(art)) transportart = art as PatientInput['transportart'];
  else if (art !== '') errors.transportart = 'Ungültige Transportart.';

  const besonderheiten: PatientInput['besonderheiten'] = {};
  for (const flag of HANDLING_FLAGS) if (checked(`flag_${flag}`)) besonderheiten[flag] = true;
  if (checked('treppen')) besonderheiten.barrierefreiZugang = false;
  const hinweise = text('weitereHinweise', 500, 'multi-line');
  if (hinweise) {
    besonderheiten.weitere = true;
    besonderheiten.weitereHinweise = hinweise;
  }

  const befreiungAb = date('befreiungAb');
  const befreiungBis = date('befreiungBis');
  if (befreiungBis && !befreiungAb && !errors.befreiungBis) {
    errors.befreiungAb = `Bitte geben Sie an, ab wann der Befreiungsausweis gilt (meist der ${formatGermanDate(exemptionCardDefaultStart(befreiungBis))}).`;
  } else if (befreiungAb && !befreiungBis && !errors.befreiungAb) {
    errors.befreiungBis = 'Bitte geben Sie an, bis wann der Befreiungsausweis gilt.';
  } else if (befreiungAb && befreiungBis && !errors.befreiungAb && !errors.befreiungBis && befreiungAb > befreiungBis) {
    errors.befreiungAb = '„Gültig ab“ liegt nach „gültig bis“. Bitte prüfen Sie die Daten des Befreiungsausweises.';
  }

  const kontaktName = text('kontaktName', 200, 'name');
  const kontaktBeziehung = text('kontaktBeziehung', 100);
  const kontaktTelefon = phone('kontaktTelefon');
  const kontaktEmail = email('kontaktEmail');
  if (!kontaktName && (kontaktBeziehung || kontaktTelefon || kontaktEmail))
    errors.kontaktName = 'Bitte geben Sie den Namen der Kontaktperson ein.';

  const data: PatientInput = {
    vorname: vorname ?? '',
    nachname: nachname ?? '',
    geburtsdatum,
    telefone,
    email: email('email'),
    adresse: text('adresse', 300, 'name'),
    orte,
    krankenkasse: text('krankenkasse', 120, 'name'),
    versichertennummer,
    pflegegrad,
    merkzeichen: MERKZEICHEN.filter((zeichen) => checked(`merkzeichen_${zeichen}`)),
    transportart,
    besonderheiten,
    befreiungAb,
    befreiungBis,
    kontaktperson: kontaktName
      ? { name: kontaktName, beziehung: kontaktBeziehung, telefon: kontaktTelefon, email: kontaktEmail }
      : null,
    notizen: text('notizen', 2000, 'multi-line'),
  };
  return Object.keys(errors).length ? { success: false, fieldErrors: errors } : { success: true, data };
}

export const HANDLING_FLAG_LABELS: Record<(typeof HANDLING_FLAGS)[number], string> = {
  infektiös: 'Infektiös',
  adipositas: 'Adipositas',
  rollstuhl: 'Rollstuhl',
  sehbeeinträchtigt: 'Sehbeeinträchtigt',
};

/**
 * The form's fields for a stored patient (the edit form's defaults): the inverse of `parsePatientForm`,
 * so that saving an unchanged form changes nothing. Checkboxes are 'on' or absent.
 */
export type StoredPatientFields = Omit<PatientInput, 'transportart' | 'merkzeichen'> & {
  transportart: string | null;
  merkzeichen: readonly string[];
};

export function patientFormValues(patient: StoredPatientFields): Record<string, string> {
  const values: Record<string, string> = {
    vorname: patient.vorname,
    nachname: patient.nachname,
    geburtsdatum: patient.geburtsdatum ?? '',
    email: patient.email ?? '',
    adresse: patient.adresse ?? '',
    krankenkasse: patient.krankenkasse ?? '',
    versichertennummer: patient.versichertennummer ?? '',
    pflegegrad: patient.pflegegrad ? String(patient.pflegegrad) : '',
    transportart: patient.transportart ?? '',
    // A card stored before its first day was recorded starts on 1 January of its year (migration 0026).
    befreiungAb: patient.befreiungAb ?? (patient.befreiungBis ? exemptionCardDefaultStart(patient.befreiungBis) : ''),
    befreiungBis: patient.befreiungBis ?? '',
    weitereHinweise: patient.besonderheiten.weitereHinweise ?? '',
    kontaktName: patient.kontaktperson?.name ?? '',
    kontaktBeziehung: patient.kontaktperson?.beziehung ?? '',
    kontaktTelefon: patient.kontaktperson?.telefon ?? '',
    kontaktEmail: patient.kontaktperson?.email ?? '',
    notizen: patient.notizen ?? '',
  };
  patient.telefone.slice(0, MAX_PHONES).forEach((phone, at) => (values[`telefon${at + 1}`] = phone));
  patient.orte.slice(0, MAX_PLACES).forEach((place, at) => {
    values[`ort${at + 1}Label`] = place.label;
    values[`ort${at + 1}Adresse`] = place.adresse;
  });
  for (const zeichen of patient.merkzeichen) values[`merkzeichen_${zeichen}`] = 'on';
  for (const flag of HANDLING_FLAGS) if (patient.besonderheiten[flag]) values[`flag_${flag}`] = 'on';
  if (patient.besonderheiten.barrierefreiZugang === false) values.treppen = 'on';
  return values;
}
