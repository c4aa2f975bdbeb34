import { describe, expect, it } from 'vitest';
import { PLAIN_TEXT_MESSAGE } from '#app/domain/text/plain-text';
import { KVNR_MESSAGES } from './kvnr';
import { parsePatientForm, patientFormValues } from './patient-form';
import { PHONE_MESSAGES } from './phone';

const today = '2026-06-10';
const minimal = { vorname: ' Erika ', nachname: 'Muster' };

describe('parsePatientForm', () => {
  it('accepts a minimal patient and leaves the rest empty', () => {
    expect(parsePatientForm(minimal, today)).toEqual({
      success: true,
      data: {
        vorname: 'Erika',
        nachname: 'Muster',
        geburtsdatum: null,
        telefone: [],
        email: null,
        adresse: null,
        orte: [],
        krankenkasse: null,
        versichertennummer: null,
        pflegegrad: null,
        merkzeichen: [],
        transportart: null,
        besonderheiten: {},
        befreiungAb: null,
        befreiungBis: null,
        kontaktperson: null,
        notizen: null,
      },
    });
  });

  it('normalises phones (E.164, no duplicates), KVNR, places, marks, flags and the contact person', () => {
    const result = parsePatientForm(
      {
        ...minimal,
        geburtsdatum: '1941-03-02',
        telefon1: '069 1234567',
        telefon2: '+49 (0)69 1234567',
        telefon3: '0171 2345678',
        versichertennummer: 'a 123 456 780',
        ort1Label: 'Dialyse',
        ort1Adresse: 'Dialysezentrum, Zeil 1, Frankfurt',
        ort2Adresse: 'Praxis Dr. Weber',
        pflegegrad: '3',
        merkzeichen_aG: 'on',
        merkzeichen_H: 'on',
        transportart: 'rollstuhl',
        flag_infektiös: 'on',
        treppen: 'on',
        weitereHinweise: 'Hund im Haus',
        befreiungAb: '2026-01-01',
        befreiungBis: '2026-12-31',
        kontaktName: 'Tochter Anna',
        kontaktTelefon: '0171 7654321',
      },
      today,
    );
    expect(result).toMatchObject({
      success: true,
      data: {
        geburtsdatum: '1941-03-02',
        telefone: ['+49691234567', '+491712345678'],
        versichertennummer: 'A123456780',
        orte: [
          { label: 'Dialyse', adresse: 'Dialysezentrum, Zeil 1, Frankfurt' },
          { label: 'Ort 2', adresse: 'Praxis Dr. Weber' },
        ],
        pflegegrad: 3,
        merkzeichen: ['aG', 'H'],
        transportart: 'rollstuhl',
        besonderheiten: { infektiös: true, barrierefreiZugang: false, weitere: true, weitereHinweise: 'Hund im Haus' },
        befreiungAb: '2026-01-01',
        befreiungBis: '2026-12-31',
        kontaktperson: { name: 'Tochter Anna', beziehung: null, telefon: '+491717654321', email: null },
      },
    });
  });

  it('gives German reasons for each bad field', () => {
    const result = parsePatientForm(
      {
        vorname: '',
        nachname: 'X\u0000',
        geburtsdatum: '2027-01-01',
        telefon1: '1234567',
        email: 'kein-at',
        versichertennummer: 'A123456789',
        pflegegrad: '6',
        transportart: 'fliegend',
        ort1Label: 'Praxis',
        befreiungBis: '2026-02-30',
        kontaktTelefon: '0171 7654321',
      },
      today,
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({
      vorname: 'Bitte geben Sie den Vornamen ein.',
      nachname: PLAIN_TEXT_MESSAGE,
      geburtsdatum: 'Das Geburtsdatum muss zwischen 1900 und heute liegen.',
      telefon1: PHONE_MESSAGES.invalid,
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      versichertennummer: KVNR_MESSAGES['check-digit'],
      pflegegrad: 'Bitte wählen Sie einen Pflegegrad von 1 bis 5.',
      transportart: 'Ungültige Transportart.',
      ort1Adresse: 'Bitte geben Sie die Adresse dieses Ortes ein.',
      befreiungBis: 'Bitte geben Sie ein gültiges Datum ein.',
      kontaktName: 'Bitte geben Sie den Namen der Kontaktperson ein.',
    });
  });

  // The exemption card (Befreiungsausweis, § 62 SGB V) has a first and a last day (issue 38).
  it.each<[string, Record<string, string>, Record<string, string | null>]>([
    [
      'a calendar year',
      { befreiungAb: '2027-01-01', befreiungBis: '2027-12-31' },
      { befreiungAb: '2027-01-01', befreiungBis: '2027-12-31' },
    ],
    [
      'one day',
      { befreiungAb: '2027-12-31', befreiungBis: '2027-12-31' },
      { befreiungAb: '2027-12-31', befreiungBis: '2027-12-31' },
    ],
    ['no card', {}, { befreiungAb: null, befreiungBis: null }],
    [
      'typed dates',
      { befreiungAb: '01.01.2027', befreiungBis: '31.12.2100' },
      { befreiungAb: '2027-01-01', befreiungBis: '2100-12-31' },
    ],
  ])('accepts the card dates of %s', (_case, fields, data) => {
    expect(parsePatientForm({ ...minimal, ...fields }, today)).toMatchObject({ success: true, data });
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      '"gültig bis" without "gültig ab"',
      { befreiungBis: '2027-12-31' },
      { befreiungAb: 'Bitte geben Sie an, ab wann der Befreiungsausweis gilt (meist der 01.01.2027).' },
    ],
    [
      '"gültig ab" without "gültig bis"',
      { befreiungAb: '2027-01-01' },
      { befreiungBis: 'Bitte geben Sie an, bis wann der Befreiungsausweis gilt.' },
    ],
    [
      '"ab" after "bis"',
      { befreiungAb: '2028-01-01', befreiungBis: '2027-12-31' },
      { befreiungAb: '„Gültig ab“ liegt nach „gültig bis“. Bitte prüfen Sie die Daten des Befreiungsausweises.' },
    ],
    [
      'a date that does not exist',
      { befreiungAb: '2027-02-30', befreiungBis: '2027-12-31' },
      { befreiungAb: 'Bitte geben Sie ein gültiges Datum ein.' },
    ],
    // The one date range 1900-01-01..2100-12-31 (calendar-days.ts, decision 256; year 0000 answered 500).
    [
      '"gültig bis" in year 0000',
      { befreiungAb: '2027-01-01', befreiungBis: '0000-01-01' },
      { befreiungBis: 'Bitte geben Sie ein gültiges Datum ein.' },
    ],
    [
      '"gültig ab" in year 0000',
      { befreiungAb: '0000-01-01', befreiungBis: '2027-12-31' },
      { befreiungAb: 'Bitte geben Sie ein gültiges Datum ein.' },
    ],
    [
      '"gültig bis" after 2100',
      { befreiungAb: '2027-01-01', befreiungBis: '2101-01-01' },
      { befreiungBis: 'Bitte geben Sie ein gültiges Datum ein.' },
    ],
    [
      '"gültig ab" with a NUL',
      { befreiungAb: '2027-01-01\u0000', befreiungBis: '2027-12-31' },
      { befreiungAb: 'Bitte geben Sie ein gültiges Datum ein.' },
    ],
    [
      'a date of birth in 1899',
      { geburtsdatum: '31.12.1899' },
      { geburtsdatum: 'Bitte geben Sie ein gültiges Datum ein.' },
    ],
  ])('refuses %s in German', (_case, fields, fieldErrors) => {
    expect(parsePatientForm({ ...minimal, ...fields }, today)).toEqual({ success: false, fieldErrors });
  });

  it('proposes 1 January of the card\'s year as "gültig ab" of a card stored without it', () => {
    const first = parsePatientForm(minimal, today);
    if (!first.success) throw new Error('minimal patient');
    expect(patientFormValues({ ...first.data, befreiungAb: null, befreiungBis: '2027-12-31' })).toMatchObject({
      befreiungAb: '2027-01-01',
      befreiungBis: '2027-12-31',
    });
    expect(patientFormValues(first.data)).toMatchObject({ befreiungAb: '', befreiungBis: '' });
  });

  it('treats non-strings as empty and limits lengths', () => {
    const result = parsePatientForm({ vorname: ['a'], nachname: 'x'.repeat(101), notizen: 'n'.repeat(2001) }, today);
    expect(!result.success && Object.keys(result.fieldErrors).sort()).toEqual(['nachname', 'notizen', 'vorname']);
  });

  it('round-trips: the edit form of a stored patient parses back to the same patient', () => {
    const first = parsePatientForm(
      {
        ...minimal,
        geburtsdatum: '1941-03-02',
        telefon1: '069 1234567',
        telefon2: '0171 2345678',
        email: 'e@example.org',
        adresse: 'Zeil 1, Frankfurt',
        ort1Label: 'Dialyse',
        ort1Adresse: 'Dialysezentrum',
        krankenkasse: 'AOK',
        versichertennummer: 'A123456780',
        pflegegrad: '3',
        merkzeichen_aG: 'on',
        transportart: 'tragestuhl',
        flag_adipositas: 'on',
        treppen: 'on',
        weitereHinweise: 'Hund',
        befreiungAb: '2026-03-01',
        befreiungBis: '2026-12-31',
        kontaktName: 'Anna',
        kontaktBeziehung: 'Tochter',
        kontaktTelefon: '0171 7654321',
        kontaktEmail: 'anna@example.org',
        notizen: 'klingeln',
      },
      today,
    );
    expect(first.success).toBe(true);
    if (!first.success) return;
    expect(parsePatientForm(patientFormValues(first.data), today)).toEqual(first);
    expect(
      parsePatientForm(patientFormValues({ ...first.data, kontaktperson: null, besonderheiten: {} }), today),
    ).toMatchObject({
      success: true,
      data: { kontaktperson: null, besonderheiten: {} },
    });
  });
});
