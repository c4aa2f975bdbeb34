// The per-insurer settings form (issue 38): the kind of the payer and a hospital's invoice address.
import { describe, expect, it } from 'vitest';
import { insurerSettingsSchema } from './insurer-settings-form';

const base = { krankenkasse: 'Klinikum Frankfurt Höchst', seriesRule: 'jede_fahrt' };
const ADDRESS = 'Gotenstraße 6-8\n65929 Frankfurt am Main';

function errors(values: Record<string, unknown>): Record<string, string> {
  const result = insurerSettingsSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the kind of the payer and the hospital invoice address', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    // Missing kind = Krankenkasse, as every payer was before (default of the setting)
    ['no kind given: Krankenkasse', base, { art: 'krankenkasse', rechnungsanschrift: null }],
    [
      'a hospital with its address',
      { ...base, art: 'krankenhaus', rechnungsanschrift: ADDRESS },
      { art: 'krankenhaus', rechnungsanschrift: ADDRESS },
    ],
    [
      'one line with its PLZ',
      { ...base, art: 'krankenhaus', rechnungsanschrift: 'Gotenstraße 6, 65929 Frankfurt' },
      { art: 'krankenhaus' },
    ],
    // Only a hospital's invoices go to the address kept here
    [
      'a Krankenkasse keeps no address',
      { ...base, art: 'krankenkasse', rechnungsanschrift: ADDRESS },
      { art: 'krankenkasse', rechnungsanschrift: null },
    ],
    [
      'a BG',
      { ...base, krankenkasse: 'VBG', art: 'berufsgenossenschaft' },
      { art: 'berufsgenossenschaft', rechnungsanschrift: null },
    ],
  ])('%s', (_case, values, expected) => {
    const parsed = insurerSettingsSchema.parse(values);
    expect(parsed).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a hospital without an address',
      { ...base, art: 'krankenhaus' },
      {
        rechnungsanschrift:
          'Bitte geben Sie die Rechnungsanschrift des Krankenhauses ein (Straße, PLZ und Ort): Es bekommt die Rechnung.',
      },
    ],
    [
      'an address without PLZ',
      { ...base, art: 'krankenhaus', rechnungsanschrift: 'Gotenstraße' },
      { rechnungsanschrift: 'Bitte geben Sie Straße und PLZ mit Ort an.' },
    ],
    ['an unknown kind', { ...base, art: 'apotheke' }, { art: 'Bitte wählen Sie die Art des Kostenträgers.' }],
    [
      '"Privat" is no hospital',
      { krankenkasse: 'Privat', seriesRule: 'jede_fahrt', art: 'krankenhaus', rechnungsanschrift: ADDRESS },
      { art: '„Privat“ und „Selbstzahler“ sind Privatfahrten, weder Krankenhaus noch Berufsgenossenschaft.' },
    ],
  ])('refuses %s in German', (_case, values, expected) => {
    expect(errors(values)).toEqual(expected);
  });
});
