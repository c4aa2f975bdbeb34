import { describe, expect, it } from 'vitest';
import { classifyApproval, TRIP_REASONS, type ApprovalInput } from './classification';

const base: ApprovalInput = {
  reason: 'ambulante_behandlung',
  means: 'taxi_mietwagen',
  legDate: '2026-03-10',
  merkzeichen: [],
  pflegegrad: null,
  permanentMobilityImpairment: false,
};

const classOf = (overrides: Partial<ApprovalInput>) => classifyApproval({ ...base, ...overrides }).class;

describe('approval-free reasons', () => {
  it.each<[string, Partial<ApprovalInput>, string]>([
    ['inpatient treatment', { reason: 'stationaer' }, 'Fahrt zur voll- oder teilstationären Krankenhausbehandlung: genehmigungsfrei.'],
    ['an outpatient operation', { reason: 'ambulante_operation' }, 'Fahrt zur ambulanten Operation: genehmigungsfrei.'],
    ['an emergency', { reason: 'notfall' }, 'Notfalltransport: keine vorherige Genehmigung nötig.'],
    ['an emergency even by KTW', { reason: 'notfall', means: 'ktw' }, 'Notfalltransport: keine vorherige Genehmigung nötig.'],
    [
      'another reason (hospice)',
      { reason: 'anderer_grund' },
      'Anderer Grund (z. B. Fahrt zum Hospiz): genehmigungsfrei; der Grund muss auf der Verordnung stehen.',
    ],
  ])('%s', (_case, overrides, reason) => {
    expect(classifyApproval({ ...base, ...overrides })).toEqual({ class: 'genehmigungsfrei', reason });
  });
});

describe('pre-inpatient treatment: at most 3 treatment days within the 5 days before admission', () => {
  const pre = (legDate: string, treatmentDates: string[] = []) =>
    classifyApproval({ ...base, reason: 'vorstationaer', admissionDate: '2026-03-20', legDate, treatmentDates });

  it.each([
    ['2026-03-15', 'genehmigungsfrei'], // 5 days before: first day of the window
    ['2026-03-19', 'genehmigungsfrei'], // the day before admission
    ['2026-03-14', 'genehmigungspflichtig'], // 6 days before
    ['2026-03-20', 'genehmigungspflichtig'], // the admission day itself is inpatient, not pre-inpatient
  ])('a single treatment day on %s is %s', (legDate, expected) => {
    expect(pre(legDate).class).toBe(expected);
  });

  it('allows the first three treatment days and refuses the fourth', () => {
    const days = ['2026-03-15', '2026-03-16', '2026-03-18', '2026-03-19'];
    expect(days.map((day) => pre(day, days).class)).toEqual([
      'genehmigungsfrei',
      'genehmigungsfrei',
      'genehmigungsfrei',
      'genehmigungspflichtig',
    ]);
    expect(pre('2026-03-19', days).reason).toBe(
      'Vorstationäre Behandlung: höchstens 3 Behandlungstage vor der Aufnahme am 20.03.2026 sind genehmigungsfrei; dies wäre der 4. oder spätere.',
    );
  });

  it('counts outbound and return of one day as one treatment day, and ignores days outside the window', () => {
    const days = ['2026-03-10', '2026-03-15', '2026-03-15', '2026-03-16'];
    expect(pre('2026-03-17', days).class).toBe('genehmigungsfrei');
  });

  it('explains a day outside the window and a missing admission date', () => {
    expect(pre('2026-03-14').reason).toBe(
      'Vorstationäre Behandlung nur innerhalb von 5 Tagen vor der Aufnahme am 20.03.2026 genehmigungsfrei; diese Fahrt liegt außerhalb.',
    );
    expect(classifyApproval({ ...base, reason: 'vorstationaer' })).toEqual({
      class: 'genehmigungspflichtig',
      reason: 'Vorstationäre Behandlung: Ohne Aufnahmedatum lässt sich die Frist nicht prüfen.',
    });
  });
});

describe('post-inpatient treatment: at most 7 treatment days within the 14 days after discharge', () => {
  const post = (legDate: string, treatmentDates: string[] = []) =>
    classifyApproval({ ...base, reason: 'nachstationaer', dischargeDate: '2026-03-31', legDate, treatmentDates });

  it.each([
    ['2026-03-31', 'genehmigungspflichtig'], // the discharge day itself
    ['2026-04-01', 'genehmigungsfrei'], // day 1
    ['2026-04-14', 'genehmigungsfrei'], // day 14
    ['2026-04-15', 'genehmigungspflichtig'], // day 15
  ])('a single treatment day on %s is %s', (legDate, expected) => {
    expect(post(legDate).class).toBe(expected);
  });

  it('allows seven treatment days and refuses the eighth', () => {
    const days = ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'];
    expect(days.map((day) => post(day, days).class)).toEqual([
      ...Array(7).fill('genehmigungsfrei'),
      'genehmigungspflichtig',
    ]);
    expect(post('2026-04-10', days).reason).toBe(
      'Nachstationäre Behandlung: höchstens 7 Behandlungstage nach der Entlassung am 31.03.2026 sind genehmigungsfrei; dies wäre der 8. oder spätere.',
    );
  });

  it('needs the discharge date', () => {
    expect(classOf({ reason: 'nachstationaer' })).toBe('genehmigungspflichtig');
  });
});

describe('outpatient treatment by Taxi/Mietwagen', () => {
  it.each<[string, Partial<ApprovalInput>, string, string]>([
    ['Merkzeichen aG', { merkzeichen: ['G', 'aG'] }, 'gilt_als_genehmigt', 'Ambulante Behandlung mit Merkzeichen aG: gilt als genehmigt.'],
    ['Merkzeichen Bl', { merkzeichen: ['Bl'] }, 'gilt_als_genehmigt', 'Ambulante Behandlung mit Merkzeichen Bl: gilt als genehmigt.'],
    ['Merkzeichen H', { merkzeichen: ['H'] }, 'gilt_als_genehmigt', 'Ambulante Behandlung mit Merkzeichen H: gilt als genehmigt.'],
    ['Pflegegrad 5', { pflegegrad: 5 }, 'gilt_als_genehmigt', 'Ambulante Behandlung mit Pflegegrad 5: gilt als genehmigt.'],
    ['Pflegegrad 4', { pflegegrad: 4 }, 'gilt_als_genehmigt', 'Ambulante Behandlung mit Pflegegrad 4: gilt als genehmigt.'],
    [
      'Pflegegrad 3 with a permanent mobility impairment',
      { pflegegrad: 3, permanentMobilityImpairment: true },
      'gilt_als_genehmigt',
      'Ambulante Behandlung mit Pflegegrad 3 und dauerhafter Mobilitätsbeeinträchtigung: gilt als genehmigt.',
    ],
    [
      'Pflegegrad 3 alone',
      { pflegegrad: 3 },
      'genehmigungspflichtig',
      'Ambulante Behandlung mit Pflegegrad 3 ohne dauerhafte Mobilitätsbeeinträchtigung: Genehmigung nötig.',
    ],
    [
      'Pflegegrad 2 with a permanent mobility impairment',
      { pflegegrad: 2, permanentMobilityImpairment: true },
      'genehmigungspflichtig',
      'Dauerhafte Mobilitätsbeeinträchtigung ohne Merkzeichen aG, Bl, H oder Pflegegrad 3-5: Genehmigung nötig.',
    ],
    [
      'Merkzeichen G only (not one of aG, Bl, H)',
      { merkzeichen: ['G', 'B'] },
      'genehmigungspflichtig',
      'Ambulante Behandlung ohne Merkzeichen aG, Bl, H oder Pflegegrad 3-5: Genehmigung nötig.',
    ],
    [
      'Merkzeichen spelt differently ("AG") is not guessed',
      { merkzeichen: ['AG'] },
      'genehmigungspflichtig',
      'Ambulante Behandlung ohne Merkzeichen aG, Bl, H oder Pflegegrad 3-5: Genehmigung nötig.',
    ],
    ['nothing', {}, 'genehmigungspflichtig', 'Ambulante Behandlung ohne Merkzeichen aG, Bl, H oder Pflegegrad 3-5: Genehmigung nötig.'],
  ])('%s', (_case, overrides, expectedClass, reason) => {
    expect(classifyApproval({ ...base, ...overrides })).toEqual({ class: expectedClass, reason });
  });

  it('does not extend to KTW', () => {
    expect(classifyApproval({ ...base, means: 'ktw', merkzeichen: ['aG'], pflegegrad: 5 })).toEqual({
      class: 'genehmigungspflichtig',
      reason: 'Fahrten mit dem Krankentransportwagen (KTW) brauchen eine Genehmigung der Krankenkasse.',
    });
  });
});

describe('reasons that need an approval', () => {
  it.each<[Partial<ApprovalInput>, string]>([
    [{ reason: 'dialyse', pflegegrad: 5, merkzeichen: ['aG'] }, 'Hochfrequente Behandlung (Dialyse): Genehmigung nötig, auch mit Pflegegrad oder Merkzeichen.'],
    [
      { reason: 'onkologische_strahlentherapie', pflegegrad: 4 },
      'Hochfrequente Behandlung (onkologische Strahlentherapie): Genehmigung nötig, auch mit Pflegegrad oder Merkzeichen.',
    ],
    [
      { reason: 'onkologische_chemotherapie' },
      'Hochfrequente Behandlung (onkologische Chemotherapie): Genehmigung nötig, auch mit Pflegegrad oder Merkzeichen.',
    ],
    [{ reason: 'vergleichbarer_ausnahmefall' }, 'Vergleichbarer Ausnahmefall: Genehmigung nötig.'],
    [
      { reason: 'dauerhafte_mobilitaetsbeeintraechtigung', permanentMobilityImpairment: true },
      'Dauerhafte Mobilitätsbeeinträchtigung ohne Merkzeichen oder Pflegegrad: Genehmigung nötig.',
    ],
    [{ reason: 'stationaer', means: 'ktw' }, 'Fahrten mit dem Krankentransportwagen (KTW) brauchen eine Genehmigung der Krankenkasse.'],
    [{ reason: 'stationaer', means: 'andere' }, 'Für dieses Beförderungsmittel ist eine Genehmigung der Krankenkasse nötig.'],
  ])('%o', (overrides, reason) => {
    expect(classifyApproval({ ...base, ...overrides })).toEqual({ class: 'genehmigungspflichtig', reason });
  });

  it('classifies every reason and means with a German reason', () => {
    for (const reason of TRIP_REASONS) {
      for (const means of ['taxi_mietwagen', 'ktw', 'andere'] as const) {
        const result = classifyApproval({ ...base, reason, means, admissionDate: '2026-03-12', dischargeDate: '2026-03-05' });
        expect(result.reason).toMatch(/^[A-ZÄÖÜ].+\.$/);
      }
    }
  });
});

describe('insurer waivers are data', () => {
  const aok = { insurerName: 'Die AOK Hessen', waivers: [{ reason: 'dialyse' as const }] };

  it('turns a dialysis ride approval-free for the insurer that waives it', () => {
    expect(classifyApproval({ ...base, reason: 'dialyse', insurer: aok })).toEqual({
      class: 'genehmigungsfrei',
      reason: 'Die AOK Hessen verzichtet auf die Genehmigung (Fahrtgrund: Dialyse; Einstellung der Krankenkasse).',
    });
  });

  it('applies only to the named reason and, by default, to Taxi/Mietwagen', () => {
    expect(classOf({ reason: 'onkologische_chemotherapie', insurer: aok })).toBe('genehmigungspflichtig');
    expect(classOf({ reason: 'dialyse', means: 'ktw', insurer: aok })).toBe('genehmigungspflichtig');
    expect(classOf({ reason: 'dialyse', insurer: { insurerName: 'Die TK', waivers: [] } })).toBe('genehmigungspflichtig');
  });

  it('covers KTW only when the waiver names it', () => {
    const waiver = { insurerName: 'Die BKK', waivers: [{ reason: 'dialyse' as const, means: ['ktw', 'taxi_mietwagen'] as const }] };
    expect(classOf({ reason: 'dialyse', means: 'ktw', insurer: waiver })).toBe('genehmigungsfrei');
  });

  it('never makes a free or deemed ride stricter', () => {
    expect(classOf({ reason: 'ambulante_behandlung', pflegegrad: 4, insurer: aok })).toBe('gilt_als_genehmigt');
  });
});
