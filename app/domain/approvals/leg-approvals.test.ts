import { describe, expect, it } from 'vitest';
import {
  approvalStatementNote,
  approvalWarning,
  bookingApprovalBadge,
  legApprovals,
  type BookingApprovalInput,
  type PrescriptionFacts,
} from './leg-approvals';
import type { ApprovalBadgeKind } from './approval-badges';
import type { ApprovalForLeg } from './validity';

const dialysis: PrescriptionFacts = {
  reason: 'dialyse',
  means: 'taxi_mietwagen',
  position: 'sitzend',
  outbound: true,
  return: true,
  permanentMobilityImpairment: false,
  admissionDate: null,
  dischargeDate: null,
};

const granted: ApprovalForLeg = {
  id: 'a1',
  status: 'genehmigt',
  validFrom: '2026-11-01',
  validTo: '2027-03-31',
  kinds: ['hin', 'rueck'],
  means: 'taxi_mietwagen',
  position: null,
};

const base: BookingApprovalInput = {
  legs: [
    { kind: 'hin', date: '2026-11-25' },
    { kind: 'rueck', date: '2026-11-25' },
  ],
  prescription: dialysis,
  patient: { merkzeichen: [], pflegegrad: null },
  approvals: [],
  insurer: null,
  today: '2026-11-24',
};

const badges = (input: Partial<BookingApprovalInput>) => legApprovals({ ...base, ...input }).map((leg) => leg.badge);

describe('the approval badge of each leg', () => {
  it.each<[string, Partial<BookingApprovalInput>, string[]]>([
    ['dialysis without an approval', {}, ['fehlt', 'fehlt']],
    ['dialysis with a granted approval for both legs', { approvals: [granted] }, ['genehmigt', 'genehmigt']],
    ['an approval for the outbound leg only', { approvals: [{ ...granted, kinds: ['hin'] }] }, ['genehmigt', 'fehlt']],
    ['an approval applied for', { approvals: [{ ...granted, status: 'beantragt' }] }, ['beantragt', 'beantragt']],
    ['a refused approval', { approvals: [{ ...granted, status: 'abgelehnt' }] }, ['abgelehnt', 'abgelehnt']],
    [
      'an approval that ended before the ride',
      { approvals: [{ ...granted, validTo: '2026-11-20' }] },
      ['fehlt', 'fehlt'],
    ],
    ['an approval for lying rides only', { approvals: [{ ...granted, position: 'liegend' }] }, ['fehlt', 'fehlt']],
    [
      'an approval ending within 14 days',
      { approvals: [{ ...granted, validTo: '2026-12-08' }] },
      ['laeuft_ab', 'laeuft_ab'],
    ],
    [
      'an approval ending in 15 days',
      { approvals: [{ ...granted, validTo: '2026-12-09' }] },
      ['genehmigt', 'genehmigt'],
    ],
    [
      'the insurer waives dialysis',
      { insurer: { insurerName: 'Die AOK Hessen', waivers: [{ reason: 'dialyse' }] } },
      ['genehmigungsfrei', 'genehmigungsfrei'],
    ],
    [
      'a ride to inpatient treatment',
      { prescription: { ...dialysis, reason: 'stationaer' } },
      ['genehmigungsfrei', 'genehmigungsfrei'],
    ],
    [
      'an outpatient operation',
      { prescription: { ...dialysis, reason: 'ambulante_operation' } },
      ['genehmigungsfrei', 'genehmigungsfrei'],
    ],
    [
      'outpatient treatment with Merkzeichen aG',
      {
        prescription: { ...dialysis, reason: 'ambulante_behandlung' },
        patient: { merkzeichen: ['aG'], pflegegrad: null },
      },
      ['gilt_als_genehmigt', 'gilt_als_genehmigt'],
    ],
    [
      'outpatient treatment with Pflegegrad 4',
      { prescription: { ...dialysis, reason: 'ambulante_behandlung' }, patient: { merkzeichen: [], pflegegrad: 4 } },
      ['gilt_als_genehmigt', 'gilt_als_genehmigt'],
    ],
    [
      'outpatient treatment with Pflegegrad 3 and a permanent mobility impairment',
      {
        prescription: { ...dialysis, reason: 'ambulante_behandlung', permanentMobilityImpairment: true },
        patient: { merkzeichen: [], pflegegrad: 3 },
      },
      ['gilt_als_genehmigt', 'gilt_als_genehmigt'],
    ],
    [
      'outpatient treatment with Pflegegrad 3 only',
      { prescription: { ...dialysis, reason: 'ambulante_behandlung' }, patient: { merkzeichen: [], pflegegrad: 3 } },
      ['fehlt', 'fehlt'],
    ],
    [
      // § 60 Abs. 1 S. 5 SGB V: high-frequency treatment included (issue 38)
      'dialysis with Pflegegrad 5 counts as approved',
      { patient: { merkzeichen: [], pflegegrad: 5 } },
      ['gilt_als_genehmigt', 'gilt_als_genehmigt'],
    ],
    [
      'dialysis with Pflegegrad 2 needs the approval',
      { patient: { merkzeichen: ['G'], pflegegrad: 2 } },
      ['fehlt', 'fehlt'],
    ],
    [
      // § 60 Abs. 1 S. 4 SGB V: the KTW approval is for outpatient treatment only
      'inpatient treatment by KTW',
      { prescription: { ...dialysis, reason: 'stationaer', means: 'ktw' } },
      ['genehmigungsfrei', 'genehmigungsfrei'],
    ],
    [
      'outpatient treatment by KTW with Merkzeichen aG',
      {
        prescription: { ...dialysis, reason: 'ambulante_behandlung', means: 'ktw' },
        patient: { merkzeichen: ['aG'], pflegegrad: null },
      },
      ['fehlt', 'fehlt'],
    ],
    [
      'a return the prescription does not order',
      { prescription: { ...dialysis, return: false }, approvals: [granted] },
      ['genehmigt', 'nicht_verordnet'],
    ],
  ])('%s', (_case, input, expected) => {
    expect(badges(input)).toEqual(expected);
  });

  it("counts the booking's own legs as treatment days for pre-inpatient rides", () => {
    const legs = legApprovals({
      ...base,
      prescription: { ...dialysis, reason: 'vorstationaer', admissionDate: '2026-11-28' },
    });
    expect(legs.map((leg) => leg.badge)).toEqual(['genehmigungsfrei', 'genehmigungsfrei']);
    const late = legApprovals({
      ...base,
      legs: [{ kind: 'hin', date: '2026-11-20' }],
      prescription: { ...dialysis, reason: 'vorstationaer', admissionDate: '2026-11-28' },
    });
    expect(late[0]!.badge).toBe('fehlt');
    expect(late[0]!.detail).toContain('außerhalb');
  });

  it('explains each badge in German', () => {
    const [missing] = legApprovals(base);
    expect(missing!.detail).toBe(
      'Hochfrequente Behandlung (Dialyse): Genehmigung nötig (ohne Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung). Es liegt keine gültige Genehmigung vor.',
    );
    const [expiring] = legApprovals({ ...base, approvals: [{ ...granted, validTo: '2026-11-25' }] });
    expect(expiring!.detail).toBe('Genehmigung läuft morgen ab (gültig bis 25.11.2026).');
  });
});

describe('an approval for another Beförderungsart than the prescription names', () => {
  it('keeps "Genehmigung fehlt" and says which Beförderungsart the approval is for', () => {
    const [hin] = legApprovals({ ...base, approvals: [{ ...granted, position: 'rollstuhl' }] });
    expect(hin!.badge).toBe('fehlt');
    expect(hin!.detail).toBe(
      'Hochfrequente Behandlung (Dialyse): Genehmigung nötig (ohne Merkzeichen aG, Bl, H, Pflegegrad 4 oder 5 oder Pflegegrad 3 mit dauerhafter Mobilitätsbeeinträchtigung). Es liegt keine gültige Genehmigung vor. Genehmigung liegt für Rollstuhl vor, die Verordnung nennt Sitzend.',
    );
  });

  it("is covered once the prescription names the approval's Beförderungsart", () => {
    expect(
      badges({
        prescription: { ...dialysis, position: 'rollstuhl' },
        approvals: [{ ...granted, position: 'rollstuhl' }],
      }),
    ).toEqual(['genehmigt', 'genehmigt']);
  });
});

describe('the booking\'s statement "Genehmigung liegt vor" beside the approval state', () => {
  it.each<[ApprovalBadgeKind | null, boolean, RegExp | null]>([
    ['fehlt', true, /angegeben.*Erfasst ist keine, die diese Fahrt deckt/],
    ['beantragt', true, /Erfasst ist keine/],
    ['abgelehnt', true, /Erfasst ist keine/],
    [null, true, /zählt erst, wenn sie unter Genehmigungen erfasst ist/],
    ['genehmigt', true, null],
    ['laeuft_ab', true, null],
    ['genehmigungsfrei', true, null],
    ['gilt_als_genehmigt', true, null],
    ['nicht_verordnet', true, null],
    ['fehlt', false, null],
    ['genehmigt', false, null],
    [null, false, null],
  ])('badge %s, stated %s', (badge, stated, note) => {
    const text = approvalStatementNote(badge, stated);
    if (note === null) expect(text).toBeNull();
    else expect(text).toMatch(note);
  });
});

describe('the booking badge and the warning before confirming', () => {
  it.each<[string[], string | null]>([
    [['genehmigt', 'fehlt'], 'fehlt'],
    [['laeuft_ab', 'genehmigt'], 'laeuft_ab'],
    [['genehmigungsfrei', 'gilt_als_genehmigt'], 'gilt_als_genehmigt'],
    [['beantragt', 'abgelehnt'], 'abgelehnt'],
    [['nicht_verordnet', 'genehmigt'], 'nicht_verordnet'],
    [[], null],
  ])('%j gives %s', (legs, expected) => {
    expect(bookingApprovalBadge(legs.map((badge) => ({ badge }) as never))).toBe(expected);
  });

  it('warns only for legs that need an approval that is not granted', () => {
    expect(approvalWarning(legApprovals({ ...base, approvals: [granted] }))).toBeNull();
    expect(approvalWarning(legApprovals({ ...base, approvals: [{ ...granted, validTo: '2026-11-26' }] }))).toBeNull();
    expect(approvalWarning(legApprovals({ ...base, prescription: { ...dialysis, reason: 'stationaer' } }))).toBeNull();
    expect(approvalWarning(legApprovals({ ...base, approvals: [{ ...granted, kinds: ['hin'] }] }))).toBe(
      'Diese Fahrt braucht eine Genehmigung der Krankenkasse, die nicht vorliegt (Rückfahrt: Genehmigung fehlt). Ohne Genehmigung zahlt die Krankenkasse die Fahrt womöglich nicht.',
    );
  });
});
