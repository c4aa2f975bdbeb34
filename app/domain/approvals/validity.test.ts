import { describe, expect, it } from 'vitest';
import {
  approvalCovers,
  approvalExpiringSoon,
  approvalForOtherMeans,
  legApprovalState,
  type ApprovalForLeg,
  type LegForApproval,
} from './validity';

const approval: ApprovalForLeg = {
  id: 'g1',
  status: 'genehmigt',
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
  kinds: ['hin', 'rueck'],
  means: 'taxi_mietwagen',
  position: null,
};

const leg: LegForApproval = { date: '2026-03-01', kind: 'hin', means: 'taxi_mietwagen', position: 'sitzend' };

describe('does an approval cover a leg?', () => {
  it.each<[string, Partial<ApprovalForLeg>, Partial<LegForApproval>]>([
    ['on its first day', {}, { date: '2026-03-01' }],
    ['on its last day', {}, { date: '2026-05-31' }],
    ['without an end date', { validTo: null }, { date: '2030-01-01' }],
    ['the return leg', {}, { kind: 'rueck' }],
    ['a wheelchair leg when no position is named', {}, { position: 'rollstuhl' }],
    ['the named position', { position: 'rollstuhl' }, { position: 'rollstuhl' }],
  ])('covers %s', (_case, approvalChanges, legChanges) => {
    expect(approvalCovers({ ...approval, ...approvalChanges }, { ...leg, ...legChanges })).toEqual({ covers: true });
  });

  it.each<[string, Partial<ApprovalForLeg>, Partial<LegForApproval>, string]>([
    ['the day before', {}, { date: '2026-02-28' }, 'Die Genehmigung gilt erst ab dem 01.03.2026.'],
    ['the day after', {}, { date: '2026-06-01' }, 'Die Genehmigung galt nur bis zum 31.05.2026.'],
    [
      'a return leg of an outbound-only approval',
      { kinds: ['hin'] },
      { kind: 'rueck' },
      'Die Genehmigung gilt nicht für die Rückfahrt.',
    ],
    [
      'an outbound leg of a return-only approval',
      { kinds: ['rueck'] },
      {},
      'Die Genehmigung gilt nicht für die Hinfahrt.',
    ],
    ['while applied for', { status: 'beantragt' }, {}, 'Die Genehmigung ist beantragt, aber noch nicht erteilt.'],
    ['when refused', { status: 'abgelehnt' }, {}, 'Die Genehmigung wurde abgelehnt.'],
    [
      'another position',
      { position: 'liegend' },
      { position: 'sitzend' },
      'Die Genehmigung gilt für Taxi/Mietwagen (Liegend), die Fahrt ist Taxi/Mietwagen (Sitzend).',
    ],
    ['another means', {}, { means: 'ktw' }, 'Die Genehmigung gilt für Taxi/Mietwagen, die Fahrt ist KTW (Sitzend).'],
  ])('does not cover %s', (_case, approvalChanges, legChanges, message) => {
    const result = approvalCovers({ ...approval, ...approvalChanges }, { ...leg, ...legChanges });
    expect(result.covers).toBe(false);
    if (!result.covers) expect(result.problems.map((p) => p.message)).toEqual([message]);
  });

  it('lists every problem at once', () => {
    const result = approvalCovers(
      { ...approval, status: 'beantragt', kinds: ['hin'] },
      { ...leg, date: '2026-07-01', kind: 'rueck' },
    );
    expect(result.covers ? [] : result.problems.map((p) => p.code)).toEqual(['status', 'expired', 'kind']);
  });
});

describe('the approval badge of a leg', () => {
  it('needs nothing for free and deemed legs', () => {
    expect(legApprovalState('genehmigungsfrei', leg, [])).toEqual({ state: 'nicht_noetig', label: 'genehmigungsfrei' });
    expect(legApprovalState('gilt_als_genehmigt', leg, [])).toEqual({
      state: 'nicht_noetig',
      label: 'gilt als genehmigt',
    });
  });

  it('goes from "Genehmigung fehlt" over "beantragt" to "genehmigt"', () => {
    expect(legApprovalState('genehmigungspflichtig', leg, [])).toEqual({ state: 'fehlt', label: 'Genehmigung fehlt' });
    const applied = { ...approval, id: 'g2', status: 'beantragt' as const };
    expect(legApprovalState('genehmigungspflichtig', leg, [applied])).toEqual({
      state: 'beantragt',
      label: 'Genehmigung beantragt',
      approvalId: 'g2',
    });
    expect(legApprovalState('genehmigungspflichtig', leg, [applied, approval])).toEqual({
      state: 'genehmigt',
      label: 'genehmigt',
      approvalId: 'g1',
    });
  });

  it('shows a refusal, but a pending new application first', () => {
    const refused = { ...approval, id: 'g3', status: 'abgelehnt' as const };
    const applied = { ...approval, id: 'g4', status: 'beantragt' as const };
    expect(legApprovalState('genehmigungspflichtig', leg, [refused])).toMatchObject({
      state: 'abgelehnt',
      label: 'Genehmigung abgelehnt',
    });
    expect(legApprovalState('genehmigungspflichtig', leg, [refused, applied])).toMatchObject({
      state: 'beantragt',
      approvalId: 'g4',
    });
  });

  it('treats an approval for other dates or directions as missing', () => {
    expect(legApprovalState('genehmigungspflichtig', { ...leg, date: '2026-06-01' }, [approval]).state).toBe('fehlt');
    const appliedOtherDirection = { ...approval, status: 'beantragt' as const, kinds: ['rueck' as const] };
    expect(legApprovalState('genehmigungspflichtig', leg, [appliedOtherDirection]).state).toBe('fehlt');
  });
});

describe('an approval for another Beförderungsart', () => {
  const wheelchair = { ...approval, id: 'g5', position: 'rollstuhl' as const };
  it.each<[string, ApprovalForLeg[], LegForApproval, string | null]>([
    [
      'a wheelchair approval, the prescription says Sitzend',
      [wheelchair],
      leg,
      'Genehmigung liegt für Rollstuhl vor, die Verordnung nennt Sitzend.',
    ],
    [
      'a KTW approval for a Taxi/Mietwagen ride',
      [{ ...approval, means: 'ktw' }],
      leg,
      'Genehmigung liegt für KTW vor, die Verordnung nennt Taxi/Mietwagen (Sitzend).',
    ],
    ['an approval for any position covers, so none is named', [approval], leg, null],
    ['the wheelchair approval for a wheelchair ride covers', [wheelchair], { ...leg, position: 'rollstuhl' }, null],
    ['another position, but also another date', [wheelchair], { ...leg, date: '2026-06-01' }, null],
    ['another position, but also another kind of leg', [{ ...wheelchair, kinds: ['rueck'] }], leg, null],
    ['another position, only applied for', [{ ...wheelchair, status: 'beantragt' }], leg, null],
    ['no approval at all', [], leg, null],
  ])('%s', (_case, approvals, forLeg, message) => {
    expect(approvalForOtherMeans(forLeg, approvals)?.message ?? null).toBe(message);
  });
});

describe('approvals expiring within 14 days', () => {
  it.each<[string, string | null, number | null]>([
    ['2026-05-31', '2026-05-31', 0], // last day today
    ['2026-05-30', '2026-05-31', 1],
    ['2026-05-17', '2026-05-31', 14], // exactly 14 days ahead
    ['2026-05-16', '2026-05-31', null], // 15 days ahead
    ['2026-06-01', '2026-05-31', null], // already ended
    ['2026-05-30', null, null], // no end
  ])('today %s, valid to %s -> %s days left', (today, validTo, daysLeft) => {
    const result = approvalExpiringSoon({ status: 'genehmigt', validTo }, today);
    expect(result?.daysLeft ?? null).toBe(daysLeft);
  });

  it('crosses the change to summer time without losing a day', () => {
    expect(approvalExpiringSoon({ status: 'genehmigt', validTo: '2026-04-02' }, '2026-03-27')?.daysLeft).toBe(6);
  });

  it('ignores approvals that are not granted', () => {
    expect(approvalExpiringSoon({ status: 'beantragt', validTo: '2026-05-31' }, '2026-05-30')).toBeNull();
  });

  it('says when in German', () => {
    expect(approvalExpiringSoon({ status: 'genehmigt', validTo: '2026-05-31' }, '2026-05-31')?.message).toBe(
      'Genehmigung läuft heute ab (gültig bis 31.05.2026).',
    );
    expect(approvalExpiringSoon({ status: 'genehmigt', validTo: '2026-05-31' }, '2026-05-30')?.message).toBe(
      'Genehmigung läuft morgen ab (gültig bis 31.05.2026).',
    );
    expect(approvalExpiringSoon({ status: 'genehmigt', validTo: '2026-05-31' }, '2026-05-21')?.message).toBe(
      'Genehmigung läuft in 10 Tagen ab (gültig bis 31.05.2026).',
    );
  });
});
