import { describe, expect, it } from 'vitest';
import { matchPatient, normaliseName, suggestPatients, type PersonForMatching } from './matching';

const patient: PersonForMatching = {
  firstName: 'Jürgen',
  lastName: 'Müller-Lüdenscheidt',
  dateOfBirth: '1941-03-07',
  phones: ['+49691234567', '+491712345678'],
};

function booking(overrides: Partial<PersonForMatching>): PersonForMatching {
  return { firstName: 'Jürgen', lastName: 'Müller-Lüdenscheidt', dateOfBirth: null, phones: [], ...overrides };
}

describe('name normalisation', () => {
  it.each([
    ['Müller', 'muller'],
    ['Mueller', 'muller'],
    ['MULLER', 'muller'],
    ['  Müller-Lüdenscheidt ', 'muller ludenscheidt'],
    ['Müller  Lüdenscheidt', 'muller ludenscheidt'],
    ['Strauß', 'strauss'],
    ['Strauss', 'strauss'],
    ['Jérôme', 'jerome'],
    ['Łukasz', 'łukasz'], // ł is a letter of its own, not a mark: kept
    ['Ørsted', 'ørsted'],
    ['Çelik', 'celik'],
    ["O'Brien", 'o brien'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseName(input)).toBe(expected);
  });
});

describe('matching a booking to a patient', () => {
  it.each<[string, Partial<PersonForMatching>, ReturnType<typeof matchPatient>]>([
    [
      'name and date of birth',
      { dateOfBirth: '1941-03-07' },
      { strength: 'hoch', reasons: ['name', 'geburtsdatum'], message: 'Name und Geburtsdatum stimmen überein.' },
    ],
    [
      'name and date of birth despite spelling, case and spaces',
      { firstName: 'JUERGEN ', lastName: 'mueller lüdenscheidt', dateOfBirth: '1941-03-07' },
      { strength: 'hoch', reasons: ['name', 'geburtsdatum'], message: 'Name und Geburtsdatum stimmen überein.' },
    ],
    [
      'first and last name swapped',
      { firstName: 'Müller-Lüdenscheidt', lastName: 'Jürgen', dateOfBirth: '1941-03-07' },
      { strength: 'hoch', reasons: ['name', 'geburtsdatum'], message: 'Name und Geburtsdatum stimmen überein.' },
    ],
    [
      'name, date of birth and phone',
      { dateOfBirth: '1941-03-07', phones: ['0171 2345678'] },
      {
        strength: 'hoch',
        reasons: ['name', 'geburtsdatum', 'telefon'],
        message: 'Name, Geburtsdatum und Telefonnummer stimmen überein.',
      },
    ],
    [
      'name and phone in another notation (no date of birth online)',
      { phones: ['+49 (0)69 1234567'] },
      { strength: 'hoch', reasons: ['name', 'telefon'], message: 'Name und Telefonnummer stimmen überein.' },
    ],
    [
      'phone only: a relative books',
      { firstName: 'Petra', lastName: 'Schmidt', phones: ['069 1234567'] },
      {
        strength: 'mittel',
        reasons: ['telefon'],
        message: 'Die Telefonnummer stimmt überein, der Name nicht (z. B. Angehörige oder Pflegeheim).',
      },
    ],
    [
      'phone and date of birth under another name',
      { lastName: 'Schmitt', dateOfBirth: '1941-03-07', phones: ['069 1234567'] },
      {
        strength: 'mittel',
        reasons: ['geburtsdatum', 'telefon'],
        message: 'Geburtsdatum und Telefonnummer stimmen überein, der Name nicht (Schreibweise oder Namensänderung?).',
      },
    ],
    [
      'a namesake on the same line (father and son)',
      { dateOfBirth: '1969-11-02', phones: ['069 1234567'] },
      {
        strength: 'mittel',
        reasons: ['telefon'],
        message: 'Die Telefonnummer stimmt überein, der Name nicht (z. B. Angehörige oder Pflegeheim).',
      },
    ],
    [
      'name only, date of birth unknown',
      {},
      {
        strength: 'niedrig',
        reasons: ['name'],
        message: 'Der Name stimmt überein; das Geburtsdatum fehlt zum Vergleich.',
      },
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(matchPatient(booking(overrides), patient)).toEqual(expected);
  });

  it.each<[string, Partial<PersonForMatching>]>([
    ['a namesake with another date of birth', { dateOfBirth: '1969-11-02' }],
    ['the same date of birth only', { firstName: 'Anna', lastName: 'Becker', dateOfBirth: '1941-03-07' }],
    ['another person', { firstName: 'Anna', lastName: 'Becker', phones: ['069 7654321'] }],
    ['the first name alone', { lastName: 'Schmidt' }],
    ['an empty last name', { firstName: '', lastName: '' }],
    ['an unusable phone on both sides', { firstName: 'Anna', lastName: 'Becker', phones: ['12345'] }],
  ])('suggests nothing for %s', (_case, overrides) => {
    expect(matchPatient(booking(overrides), { ...patient, phones: [...patient.phones, '12345'] })).toBeNull();
  });
});

describe('suggestions for a booking', () => {
  it('lists the strongest first and leaves out the unrelated', () => {
    const patients = [
      { id: 'a', ...patient, dateOfBirth: null, phones: [] }, // name only -> niedrig
      { id: 'b', firstName: 'Petra', lastName: 'Schmidt', dateOfBirth: null, phones: ['+49691234567'] }, // phone -> mittel
      { id: 'c', ...patient }, // name + date of birth + phone -> hoch
      { id: 'd', firstName: 'Anna', lastName: 'Becker', dateOfBirth: null, phones: [] },
    ];
    const result = suggestPatients(booking({ dateOfBirth: '1941-03-07', phones: ['069 1234567'] }), patients);
    expect(result.map((entry) => [entry.patient.id, entry.match.strength])).toEqual([
      ['c', 'hoch'],
      ['b', 'mittel'],
      ['a', 'niedrig'],
    ]);
  });
});
