import { describe, expect, it } from 'vitest';
import { legBillingProblems, type LegCheckFacts } from './billing-checks';
import { parseLegValuesForm, parseMonth } from './leg-values-form';

const complete: LegCheckFacts = {
  legId: 'leg-1',
  payer: 'krankenkasse',
  bookingNumber: 'KF-2026-00007',
  bookingArchived: true,
  patientId: 'p-1',
  insuranceNumber: 'A123456780',
  km: 12.5,
  rule: { ik: '105313145' },
  prescription: {
    ausstellungsdatum: '2026-11-02',
    arztName: 'Dr. Muster',
    lanr: '123456789',
    bsnr: '987654321',
    ordersThisLeg: true,
  },
  approvalBadge: 'genehmigungsfrei',
  hasSignature: true,
  hasPaperProof: false,
};

const codes = (facts: Partial<LegCheckFacts>) => legBillingProblems({ ...complete, ...facts }).map((p) => p.code);

describe('the checks of a billing centre', () => {
  it('passes a complete insurer leg', () => {
    expect(legBillingProblems(complete)).toEqual([]);
  });

  it.each([
    [{ km: null }, ['km-fehlt']],
    [{ rule: null }, ['preisregel-fehlt']],
    [{ rule: { ik: null } }, ['ik-fehlt']],
    [{ patientId: null }, ['patient-fehlt']],
    [{ insuranceNumber: null }, ['versichertennummer-fehlt']],
    [{ prescription: null }, ['verordnung-fehlt']],
    [{ prescription: { ...complete.prescription!, lanr: null, bsnr: null } }, ['verordnung-unvollstaendig']],
    [{ prescription: { ...complete.prescription!, ordersThisLeg: false } }, ['nicht-verordnet']],
    [{ approvalBadge: 'fehlt' as const }, ['genehmigung-fehlt']],
    [{ approvalBadge: 'beantragt' as const }, ['genehmigung-fehlt']],
    [{ approvalBadge: 'abgelehnt' as const }, ['genehmigung-fehlt']],
    [{ approvalBadge: 'laeuft_ab' as const }, []],
    [{ hasSignature: false }, ['unterschrift-fehlt']],
    [{ hasSignature: false, hasPaperProof: true }, []],
    [{ hasSignature: true, hasPaperProof: true }, []],
    [{ km: null, hasSignature: false, prescription: null }, ['km-fehlt', 'verordnung-fehlt', 'unterschrift-fehlt']],
  ] as const)('%j -> %j', (facts, expected) => {
    expect(codes(facts)).toEqual(expected);
  });

  it('asks only km and price rule of a private leg', () => {
    expect(codes({ payer: 'privat', prescription: null, hasSignature: false, patientId: null })).toEqual([]);
    expect(codes({ payer: 'privat', km: null, rule: null })).toEqual(['km-fehlt', 'preisregel-fehlt']);
  });

  it('says what is missing and links to where it is fixed', () => {
    const [unvollstaendig] = legBillingProblems({
      ...complete,
      prescription: { ...complete.prescription!, lanr: null, bsnr: null },
    });
    expect(unvollstaendig).toEqual({
      code: 'verordnung-unvollstaendig',
      message: 'In der Verordnung fehlt: LANR, BSNR.',
      fix: { label: 'Buchung öffnen', href: '/app/bookings?archive=1&q=KF-2026-00007' },
    });
    expect(legBillingProblems({ ...complete, approvalBadge: 'fehlt' })[0]!.fix).toEqual({
      label: 'Genehmigung erfassen',
      href: '/app/approvals?patient=p-1',
    });
    expect(legBillingProblems({ ...complete, insuranceNumber: null })[0]!.fix).toEqual({
      label: 'Patient öffnen',
      href: '/app/patients/p-1',
    });
  });

  it('sends a missing signature to the upload of the signed paper Transportschein in the leg itself (issue 37)', () => {
    expect(legBillingProblems({ ...complete, hasSignature: false })).toEqual([
      {
        code: 'unterschrift-fehlt',
        message:
          'Die Unterschrift des Patienten für diese Fahrt fehlt (in der Fahrer-App oder auf dem Transportschein).',
        fix: { label: 'Unterschriebenen Transportschein hochladen', href: '#nachweis-leg-1' },
      },
    ]);
  });
});

describe('km, waiting time and drop-off time typed on the billing screen', () => {
  it.each([
    [{ km: '12,5' }, { km: 12.5, wartezeitMinuten: null, abgesetztUm: null }],
    [
      { km: '12.5 km', wartezeit: '20' },
      { km: 12.5, wartezeitMinuten: 20, abgesetztUm: null },
    ],
    [
      { km: '', wartezeit: '0' },
      { km: null, wartezeitMinuten: 0, abgesetztUm: null },
    ],
    [{ abgesetztUm: '9.05' }, { km: null, wartezeitMinuten: null, abgesetztUm: '09:05' }],
    [
      { km: '3', abgesetztUm: ' 23:59 Uhr' },
      { km: 3, wartezeitMinuten: null, abgesetztUm: '23:59' },
    ],
  ])('%j -> %j', (values, data) => {
    expect(parseLegValuesForm(values)).toEqual({ success: true, data });
  });

  it.each([
    [
      { km: '12,55' },
      'km',
      'Bitte geben Sie die Kilometer als Zahl mit höchstens einer Nachkommastelle ein, z. B. 12,5.',
    ],
    [{ km: '-3' }, 'km', 'Bitte geben Sie die Kilometer als Zahl mit höchstens einer Nachkommastelle ein, z. B. 12,5.'],
    [{ km: '10001' }, 'km', 'Die Kilometer dürfen höchstens 10.000 betragen.'],
    [{ wartezeit: '1,5' }, 'wartezeit', 'Bitte geben Sie die Wartezeit in ganzen Minuten ein, z. B. 20.'],
    [{ wartezeit: '1441' }, 'wartezeit', 'Die Wartezeit darf höchstens 1440 Minuten betragen.'],
    [{ km: '3', abgesetztUm: '24:00' }, 'abgesetztUm', 'Bitte geben Sie die Uhrzeit als HH:MM ein, z. B. 14:30.'],
    [{ km: '3', abgesetztUm: '14:7' }, 'abgesetztUm', 'Bitte geben Sie die Uhrzeit als HH:MM ein, z. B. 14:30.'],
    [{ abgesetztUm: 'mittags' }, 'abgesetztUm', 'Bitte geben Sie die Uhrzeit als HH:MM ein, z. B. 14:30.'],
    [{}, 'km', 'Bitte geben Sie die gefahrenen Kilometer, die Wartezeit oder die Absetzzeit ein.'],
  ])('refuses %j', (values, field, message) => {
    expect(parseLegValuesForm(values)).toEqual({ success: false, fieldErrors: { [field]: message } });
  });

  it('reads a month', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth(['2026-11'])).toBeNull();
  });
});
