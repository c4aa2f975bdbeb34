// The approval classes of § 60 SGB V and the Krankentransport-Richtlinie (KTR) as DOMAIN.md "Approval rules"
// states them: each case names the source of its expected class.
import { describe, expect, it } from 'vitest';
import {
  classifyApproval,
  TRIP_REASONS,
  type ApprovalClass,
  type ApprovalInput,
  type TransportMeans,
  type TripReason,
} from './classification';

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
    // KTR § 7; DOMAIN.md "Approval rules": inpatient treatment needs no approval
    [
      'inpatient treatment',
      { reason: 'stationaer' },
      'Fahrt zur voll- oder teilstationären Krankenhausbehandlung: genehmigungsfrei.',
    ],
    // § 60 Abs. 2 S. 1 Nr. 4 SGB V (§ 115b); DOMAIN.md "Approval rules"
    ['an outpatient operation', { reason: 'ambulante_operation' }, 'Fahrt zur ambulanten Operation: genehmigungsfrei.'],
    // § 60 Abs. 2 S. 1 Nr. 2 SGB V (Rettungsfahrt): no prior approval
    ['an emergency', { reason: 'notfall' }, 'Notfalltransport: keine vorherige Genehmigung nötig.'],
    [
      'an emergency even by KTW',
      { reason: 'notfall', means: 'ktw' },
      'Notfalltransport: keine vorherige Genehmigung nötig.',
    ],
    [
      // § 60 Abs. 1 S. 4 SGB V: the KTW approval is for rides to outpatient treatment only
      'inpatient treatment by KTW',
      { reason: 'stationaer', means: 'ktw' },
      'KTW-Fahrt zur voll- oder teilstationären Krankenhausbehandlung: genehmigungsfrei (die Genehmigung nach § 60 Abs. 1 S. 4 SGB V gilt nur für ambulante Behandlung).',
    ],
    [
      // Muster 4 box c); decision 100
      'another reason (hospice)',
      { reason: 'anderer_grund' },
      'Anderer Grund (z. B. Fahrt zum Hospiz): genehmigungsfrei; der Grund muss auf der Verordnung stehen.',
    ],
  ])('%s', (_case, overrides, reason) => {
    expect(classifyApproval({ ...base, ...overrides })).toEqual({ class: 'genehmigungsfrei', reason });
  });
});

// Every reason × the patient's marks × Taxi/Mietwagen and KTW. F genehmigungsfrei, D gilt als genehmigt,
// P genehmigungspflichtig; the columns are the patients below.
const PATIENTS: readonly [string, Partial<ApprovalInput>][] = [
  ['no mark', {}],
  ['Merkzeichen aG', { merkzeichen: ['aG'] }],
  ['Merkzeichen Bl', { merkzeichen: ['Bl'] }],
  ['Merkzeichen H', { merkzeichen: ['H'] }],
  ['Merkzeichen G only', { merkzeichen: ['G'] }],
  ['Pflegegrad 2', { pflegegrad: 2 }],
  ['Pflegegrad 3 without impairment', { pflegegrad: 3 }],
  ['Pflegegrad 3 with impairment', { pflegegrad: 3, permanentMobilityImpairment: true }],
  ['Pflegegrad 4', { pflegegrad: 4 }],
  ['Pflegegrad 5', { pflegegrad: 5 }],
];
const CLASS_CODES: Record<string, ApprovalClass> = {
  F: 'genehmigungsfrei',
  D: 'gilt_als_genehmigt',
  P: 'genehmigungspflichtig',
};

// Pre-/post-inpatient legs inside their windows: admission on 12.03., discharge on 05.03., leg on 10.03.
const aroundStay = { admissionDate: '2026-03-12', dischargeDate: '2026-03-05' };

const MATRIX: readonly [TripReason, TransportMeans, string][] = [
  // none aG Bl H G PG2 PG3 PG3+mob PG4 PG5
  ['notfall', 'taxi_mietwagen', 'F F F F F F F F F F'], // § 60 Abs. 2 S. 1 Nr. 2 SGB V
  ['notfall', 'ktw', 'F F F F F F F F F F'], // § 60 Abs. 2 S. 1 Nr. 2 SGB V
  ['stationaer', 'taxi_mietwagen', 'F F F F F F F F F F'], // § 60 Abs. 2 S. 1 Nr. 1 SGB V; KTR § 7
  ['stationaer', 'ktw', 'F F F F F F F F F F'], // § 60 Abs. 1 S. 4 SGB V: approval for outpatient treatment only
  ['vorstationaer', 'taxi_mietwagen', 'F F F F F F F F F F'], // § 115a SGB V; KTR § 7
  ['vorstationaer', 'ktw', 'F F F F F F F F F F'], // § 115a SGB V is hospital treatment; § 60 Abs. 1 S. 4 SGB V
  ['nachstationaer', 'taxi_mietwagen', 'F F F F F F F F F F'], // § 115a SGB V; KTR § 7
  ['nachstationaer', 'ktw', 'F F F F F F F F F F'], // § 115a SGB V is hospital treatment; § 60 Abs. 1 S. 4 SGB V
  ['ambulante_operation', 'taxi_mietwagen', 'F F F F F F F F F F'], // § 60 Abs. 2 S. 1 Nr. 4 SGB V (§ 115b)
  ['ambulante_operation', 'ktw', 'P P P P P P P P P P'], // § 60 Abs. 1 S. 4 SGB V, conservatively (decision 100)
  ['anderer_grund', 'taxi_mietwagen', 'F F F F F F F F F F'], // Muster 4 box c); decision 100
  ['anderer_grund', 'ktw', 'P P P P P P P P P P'], // KTR § 6 (KTW), conservatively (decision 100)
  ['ambulante_behandlung', 'taxi_mietwagen', 'P D D D P P P D D D'], // § 60 Abs. 1 S. 5 SGB V; KTR § 8
  ['ambulante_behandlung', 'ktw', 'P P P P P P P P P P'], // § 60 Abs. 1 S. 4 SGB V; S. 5 is for Krankenfahrten only
  ['dialyse', 'taxi_mietwagen', 'P D D D P P P D D D'], // § 60 Abs. 1 S. 5 SGB V; KTR § 8 without the marks
  ['dialyse', 'ktw', 'P P P P P P P P P P'], // § 60 Abs. 1 S. 4 SGB V
  ['onkologische_strahlentherapie', 'taxi_mietwagen', 'P D D D P P P D D D'], // § 60 Abs. 1 S. 5 SGB V; KTR § 8
  ['onkologische_strahlentherapie', 'ktw', 'P P P P P P P P P P'], // § 60 Abs. 1 S. 4 SGB V
  ['onkologische_chemotherapie', 'taxi_mietwagen', 'P D D D P P P D D D'], // § 60 Abs. 1 S. 5 SGB V; KTR § 8
  ['onkologische_chemotherapie', 'ktw', 'P P P P P P P P P P'], // § 60 Abs. 1 S. 4 SGB V
  ['vergleichbarer_ausnahmefall', 'taxi_mietwagen', 'P D D D P P P D D D'], // § 60 Abs. 1 S. 5 SGB V; KTR § 8
  ['vergleichbarer_ausnahmefall', 'ktw', 'P P P P P P P P P P'], // § 60 Abs. 1 S. 4 SGB V
  // Reason e) is the doctor's statement of the permanent impairment: with Pflegegrad 3 it counts as approved.
  ['dauerhafte_mobilitaetsbeeintraechtigung', 'taxi_mietwagen', 'P D D D P P D D D D'], // § 60 Abs. 1 S. 5 SGB V; KTR § 8
  ['dauerhafte_mobilitaetsbeeintraechtigung', 'ktw', 'P P P P P P P P P P'], // § 60 Abs. 1 S. 4 SGB V
];

describe('every reason, mark and means (DOMAIN.md "Approval rules")', () => {
  it('covers every reason by Taxi/Mietwagen and by KTW', () => {
    for (const reason of TRIP_REASONS) {
      expect(MATRIX.filter(([r]) => r === reason).map(([, means]) => means)).toEqual(['taxi_mietwagen', 'ktw']);
    }
  });

  it.each(
    MATRIX.flatMap(([reason, means, row]) =>
      row.split(' ').map((code, i) => [reason, means, PATIENTS[i]![0], PATIENTS[i]![1], CLASS_CODES[code]!] as const),
    ),
  )('%s by %s, %s: %s', (reason, means, _patient, patient, expected) => {
    expect(classOf({ reason, means, ...aroundStay, ...patient })).toBe(expected);
  });
});

describe('pre-inpatient treatment: at most 3 treatment days within the 5 days before admission', () => {
  const pre = (legDate: string, treatmentDates: string[] = [], means: TransportMeans = 'taxi_mietwagen') =>
    classifyApproval({ ...base, reason: 'vorstationaer', means, admissionDate: '2026-03-20', legDate, treatmentDates });

  it.each<[string, TransportMeans, ApprovalClass]>([
    ['2026-03-15', 'taxi_mietwagen', 'genehmigungsfrei'], // day -5, the window's first day: § 115a Abs. 2 S. 1 SGB V
    ['2026-03-19', 'taxi_mietwagen', 'genehmigungsfrei'], // day -1: § 115a Abs. 2 S. 1 SGB V
    ['2026-03-14', 'taxi_mietwagen', 'genehmigungspflichtig'], // day -6, outside the 5 days: § 115a Abs. 2 S. 1 SGB V
    ['2026-03-20', 'taxi_mietwagen', 'genehmigungspflichtig'], // the admission day is inpatient, not pre-inpatient
    ['2026-03-15', 'ktw', 'genehmigungsfrei'], // day -5 by KTW: § 115a SGB V, § 60 Abs. 1 S. 4 SGB V
    ['2026-03-14', 'ktw', 'genehmigungspflichtig'], // day -6 by KTW: outside § 115a, so outpatient (S. 4)
  ])('a single treatment day on %s by %s is %s', (legDate, means, expected) => {
    expect(pre(legDate, [], means).class).toBe(expected);
  });

  it('allows the first three treatment days and refuses the fourth (§ 115a Abs. 2 S. 1 SGB V)', () => {
    const days = ['2026-03-15', '2026-03-16', '2026-03-18', '2026-03-19'];
    expect(days.map((day) => pre(day, days).class)).toEqual([
      'genehmigungsfrei', // day 1
      'genehmigungsfrei', // day 2
      'genehmigungsfrei', // day 3: the last of "drei Behandlungstage"
      'genehmigungspflichtig', // day 4
    ]);
    expect(pre('2026-03-19', days, 'ktw').class).toBe('genehmigungspflichtig'); // day 4 by KTW
    expect(pre('2026-03-19', days).reason).toBe(
      'Vorstationäre Behandlung: höchstens 3 Behandlungstage vor der Aufnahme am 20.03.2026 sind genehmigungsfrei; dies wäre der 4. oder spätere.',
    );
  });

  it('counts outbound and return of one day as one treatment day, and ignores days outside the window', () => {
    const days = ['2026-03-10', '2026-03-15', '2026-03-15', '2026-03-16'];
    expect(pre('2026-03-17', days).class).toBe('genehmigungsfrei'); // DOMAIN.md: treatment days, not rides
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
  const post = (legDate: string, treatmentDates: string[] = [], means: TransportMeans = 'taxi_mietwagen') =>
    classifyApproval({
      ...base,
      reason: 'nachstationaer',
      means,
      dischargeDate: '2026-03-31',
      legDate,
      treatmentDates,
    });

  it.each<[string, TransportMeans, ApprovalClass]>([
    ['2026-03-31', 'taxi_mietwagen', 'genehmigungspflichtig'], // the discharge day itself is not post-inpatient
    ['2026-04-01', 'taxi_mietwagen', 'genehmigungsfrei'], // day +1: § 115a Abs. 2 S. 2 SGB V
    ['2026-04-14', 'taxi_mietwagen', 'genehmigungsfrei'], // day +14, the window's last day: § 115a Abs. 2 S. 2 SGB V
    ['2026-04-15', 'taxi_mietwagen', 'genehmigungspflichtig'], // day +15: § 115a Abs. 2 S. 2 SGB V
    ['2026-04-14', 'ktw', 'genehmigungsfrei'], // day +14 by KTW: § 115a SGB V, § 60 Abs. 1 S. 4 SGB V
    ['2026-04-15', 'ktw', 'genehmigungspflichtig'], // day +15 by KTW: outside § 115a, so outpatient (S. 4)
  ])('a single treatment day on %s by %s is %s', (legDate, means, expected) => {
    expect(post(legDate, [], means).class).toBe(expected);
  });

  it('allows seven treatment days and refuses the eighth (§ 115a Abs. 2 S. 2 SGB V)', () => {
    const days = [
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ];
    expect(days.map((day) => post(day, days).class)).toEqual([
      ...Array(7).fill('genehmigungsfrei'), // days 1-7: "sieben Behandlungstage"
      'genehmigungspflichtig', // day 8
    ]);
    expect(post('2026-04-10', days, 'ktw').class).toBe('genehmigungspflichtig'); // day 8 by KTW
    expect(post('2026-04-10', days).reason).toBe(
      'Nachstationäre Behandlung: höchstens 7 Behandlungstage nach der Entlassung am 31.03.2026 sind genehmigungsfrei; dies wäre der 8. oder spätere.',
    );
  });

  it('needs the discharge date', () => {
    expect(classOf({ reason: 'nachstationaer' })).toBe('genehmigungspflichtig');
  });
});

describe('outpatient treatment by Taxi/Mietwagen: the reasons in German', () => {
  it.each<[string, Partial<ApprovalInput>, ApprovalClass, string]>([
    // § 60 Abs. 1 S. 5 SGB V
    [
      'Merkzeichen aG (with G beside it)',
      { merkzeichen: ['G', 'aG'] },
      'gilt_als_genehmigt',
      'Ambulante Behandlung mit Merkzeichen aG: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    [
      'Pflegegrad 3 with a permanent mobility impairment',
      { pflegegrad: 3, permanentMobilityImpairment: true },
      'gilt_als_genehmigt',
      'Ambulante Behandlung mit Pflegegrad 3 und dauerhafter Mobilitätsbeeinträchtigung: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    [
      // the case: a dialysis ride with Pflegegrad 4 (§ 60 Abs. 1 S. 5 SGB V, high-frequency included)
      'dialysis with Pflegegrad 4',
      { reason: 'dialyse', pflegegrad: 4 },
      'gilt_als_genehmigt',
      'Dialyse mit Pflegegrad 4: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    [
      'chemotherapy with Merkzeichen Bl',
      { reason: 'onkologische_chemotherapie', merkzeichen: ['Bl'] },
      'gilt_als_genehmigt',
      'Onkologische Chemotherapie mit Merkzeichen Bl: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    [
      'reason e) with Pflegegrad 3',
      { reason: 'dauerhafte_mobilitaetsbeeintraechtigung', pflegegrad: 3 },
      'gilt_als_genehmigt',
      'Dauerhafte Mobilitätsbeeinträchtigung mit Pflegegrad 3: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    // KTR § 8: without the marks the insurer approves
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
      'Ambulante Behandlung: Genehmigung nötig (ohne Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung).',
    ],
    [
      'Merkzeichen spelt differently ("AG") is not guessed',
      { merkzeichen: ['AG'] },
      'genehmigungspflichtig',
      'Ambulante Behandlung: Genehmigung nötig (ohne Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung).',
    ],
    [
      'dialysis without marks',
      { reason: 'dialyse', merkzeichen: ['G'], pflegegrad: 2 },
      'genehmigungspflichtig',
      'Hochfrequente Behandlung (Dialyse): Genehmigung nötig (ohne Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung).',
    ],
    [
      'radiation with Pflegegrad 3 alone',
      { reason: 'onkologische_strahlentherapie', pflegegrad: 3 },
      'genehmigungspflichtig',
      'Hochfrequente Behandlung (onkologische Strahlentherapie) mit Pflegegrad 3 ohne dauerhafte Mobilitätsbeeinträchtigung: Genehmigung nötig.',
    ],
    [
      'a comparable exceptional case without marks',
      { reason: 'vergleichbarer_ausnahmefall' },
      'genehmigungspflichtig',
      'Vergleichbarer Ausnahmefall: Genehmigung nötig (ohne Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung).',
    ],
    [
      'reason e) without marks',
      { reason: 'dauerhafte_mobilitaetsbeeintraechtigung', permanentMobilityImpairment: true },
      'genehmigungspflichtig',
      'Dauerhafte Mobilitätsbeeinträchtigung: Genehmigung nötig (ohne Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung).',
    ],
  ])('%s', (_case, overrides, expectedClass, reason) => {
    expect(classifyApproval({ ...base, ...overrides })).toEqual({ class: expectedClass, reason });
  });
});

describe('KTW and other means: the reasons in German', () => {
  it.each<[Partial<ApprovalInput>, string]>([
    [
      // § 60 Abs. 1 S. 4 SGB V; the marks of S. 5 are for Krankenfahrten only
      { means: 'ktw', merkzeichen: ['aG'], pflegegrad: 5 },
      'Fahrten mit dem Krankentransportwagen (KTW) zur ambulanten Behandlung brauchen eine Genehmigung der Krankenkasse (§ 60 Abs. 1 S. 4 SGB V).',
    ],
    [
      // decision 100: an outpatient operation by KTW is treated as outpatient treatment
      { reason: 'ambulante_operation', means: 'ktw' },
      'Fahrten mit dem Krankentransportwagen (KTW) zur ambulanten Behandlung brauchen eine Genehmigung der Krankenkasse (§ 60 Abs. 1 S. 4 SGB V).',
    ],
    [{ reason: 'anderer_grund', means: 'ktw' }, 'KTW-Fahrt aus anderem Grund: Genehmigung der Krankenkasse nötig.'], // decision 100
    [
      { reason: 'stationaer', means: 'andere' },
      'Für dieses Beförderungsmittel ist eine Genehmigung der Krankenkasse nötig.',
    ], // decision 100
  ])('%o', (overrides, reason) => {
    expect(classifyApproval({ ...base, ...overrides })).toEqual({ class: 'genehmigungspflichtig', reason });
  });

  it('classifies every reason and means with a German reason', () => {
    for (const reason of TRIP_REASONS) {
      for (const means of ['taxi_mietwagen', 'ktw', 'andere'] as const) {
        const result = classifyApproval({
          ...base,
          reason,
          means,
          admissionDate: '2026-03-12',
          dischargeDate: '2026-03-05',
        });
        expect(result.reason).toMatch(/^[A-ZÄÖÜ].+\.$/);
      }
    }
  });
});

describe('insurer waivers are data', () => {
  const aok = { insurerName: 'Die AOK Hessen', waivers: [{ reason: 'dialyse' as const }] };

  it('turns a dialysis ride without marks approval-free for the insurer that waives it', () => {
    expect(classifyApproval({ ...base, reason: 'dialyse', insurer: aok })).toEqual({
      class: 'genehmigungsfrei',
      reason: 'Die AOK Hessen verzichtet auf die Genehmigung (Fahrtgrund: Dialyse; Einstellung der Krankenkasse).',
    });
  });

  it('applies only to the named reason and, by default, to Taxi/Mietwagen', () => {
    expect(classOf({ reason: 'onkologische_chemotherapie', insurer: aok })).toBe('genehmigungspflichtig');
    expect(classOf({ reason: 'dialyse', means: 'ktw', insurer: aok })).toBe('genehmigungspflichtig');
    expect(classOf({ reason: 'dialyse', insurer: { insurerName: 'Die TK', waivers: [] } })).toBe(
      'genehmigungspflichtig',
    );
  });

  it('covers KTW only when the waiver names it', () => {
    const waiver = {
      insurerName: 'Die BKK',
      waivers: [{ reason: 'dialyse' as const, means: ['ktw', 'taxi_mietwagen'] as const }],
    };
    expect(classOf({ reason: 'dialyse', means: 'ktw', insurer: waiver })).toBe('genehmigungsfrei');
  });

  it('never makes a free or deemed ride stricter', () => {
    expect(classOf({ reason: 'ambulante_behandlung', pflegegrad: 4, insurer: aok })).toBe('gilt_als_genehmigt');
    expect(classOf({ reason: 'dialyse', merkzeichen: ['H'], insurer: aok })).toBe('gilt_als_genehmigt');
  });
});
