import { describe, expect, it } from 'vitest';
import type { ActionResult } from '#app/domain/action-result';
import {
  flushQueue,
  httpSend,
  loadQueue,
  queueKey,
  reportForm,
  saveQueue,
  storageQueue,
  type QueueStore,
  type QueuedReport,
  type SendOutcome,
} from './report-queue';

const report = (id: string, intent: QueuedReport['intent'] = 'report'): QueuedReport => ({
  id,
  legId: 'leg-1',
  intent,
  fields: { report: 'an-bord', reportedAt: '2026-03-02T09:00:00Z' },
  queuedAt: '2026-03-02T09:00:00Z',
});

const answer = (ok: boolean, code: ActionResult['code'] = null): ActionResult<unknown> => ({
  intent: 'report',
  token: 't',
  ok,
  code,
  toasts: [],
  fieldErrors: {},
  values: {},
  targetId: null,
  data: null,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

function memoryQueue(ids: string[] = []) {
  const storage = memoryStorage();
  const key = queueKey('fahrer-1');
  saveQueue(
    storage,
    key,
    ids.map((id) => report(id)),
  );
  const changes: string[][] = [];
  const store = storageQueue(storage, key, (queue) => changes.push(queue.map((r) => r.id)));
  /** A tap on the phone: the report goes to storage, at the end of the queue. */
  const tap = (id: string, legId = 'leg-1') =>
    saveQueue(storage, key, [...loadQueue(storage, key), { ...report(id), legId }]);
  const stored = () => loadQueue(storage, key).map((r) => r.id);
  return { storage, key, store, changes, tap, stored };
}

describe('flushQueue', () => {
  const sent = (): SendOutcome => ({ kind: 'sent', result: answer(true) });
  it.each<[string, string[], SendOutcome[], string[], string[], string[], string | null]>([
    // name, queue, answers in order, sent, refused, remaining, stopped
    ['all sent in order', ['a', 'b'], [sent(), sent()], ['a', 'b'], [], [], null],
    [
      'offline after the first: the rest waits',
      ['a', 'b', 'c'],
      [sent(), { kind: 'retry', reason: 'offline' }],
      ['a'],
      [],
      ['b', 'c'],
      'offline',
    ],
    [
      'a refusal leaves the queue, the next is sent',
      ['a', 'b'],
      [{ kind: 'refused', result: answer(false, 'not-found') }, sent()],
      ['b'],
      ['a'],
      [],
      null,
    ],
    [
      'signed out: nothing sent, all kept',
      ['a', 'b'],
      [{ kind: 'retry', reason: 'signed-out' }],
      [],
      [],
      ['a', 'b'],
      'signed-out',
    ],
  ])('%s', async (_name, ids, outcomes, sentIds, refusedIds, remainingIds, stopped) => {
    const calls: string[] = [];
    const queue = memoryQueue(ids);
    const result = await flushQueue(queue.store, async (next) => {
      calls.push(next.id);
      return outcomes[calls.length - 1]!;
    });
    expect(result.sent.map((entry) => entry.report.id)).toEqual(sentIds);
    expect(result.refused.map((entry) => entry.report.id)).toEqual(refusedIds);
    expect(result.remaining.map((entry) => entry.id)).toEqual(remainingIds);
    expect(result.stopped).toBe(stopped);
    // Each report is tried once per round, in order; the round stops at the first that must wait.
    expect(calls).toEqual(ids.slice(0, outcomes.length));
    expect(queue.stored()).toEqual(remainingIds);
  });

  it('sends a report tapped while the one before is still on its way, after it and once (slow connection)', async () => {
    const queue = memoryQueue(['unterwegs']);
    const calls: string[] = [];
    const result = await flushQueue(queue.store, async (next) => {
      calls.push(next.id);
      // The driver taps "Angekommen" while "Unterwegs" waits for its answer.
      if (next.id === 'unterwegs') queue.tap('angekommen');
      return sent();
    });
    expect(calls).toEqual(['unterwegs', 'angekommen']);
    expect(result.sent.map((entry) => entry.report.id)).toEqual(['unterwegs', 'angekommen']);
    expect(queue.stored()).toEqual([]);
    expect(queue.changes).toEqual([['angekommen'], []]);
  });

  it('keeps a report tapped during a send that fails, for the next round', async () => {
    const queue = memoryQueue(['unterwegs']);
    const result = await flushQueue(queue.store, async () => {
      queue.tap('angekommen');
      return { kind: 'retry', reason: 'offline' };
    });
    expect(result.stopped).toBe('offline');
    expect(queue.stored()).toEqual(['unterwegs', 'angekommen']);
    expect(result.remaining.map((r) => r.id)).toEqual(['unterwegs', 'angekommen']);
  });

  it('delivers many taps on two rides exactly once and in order, across a failing and a slow network', async () => {
    const queue = memoryQueue();
    const server: string[] = [];
    let failNext = false;
    const send = async (next: QueuedReport): Promise<SendOutcome> => {
      if (failNext) {
        failNext = false;
        return { kind: 'retry', reason: 'offline' };
      }
      server.push(next.id);
      // Taps on both rides arrive while answers are on their way; then the network fails once.
      if (next.id === 'a2') queue.tap('b1', 'leg-2');
      if (next.id === 'b1') {
        queue.tap('a3');
        queue.tap('b2', 'leg-2');
        failNext = true;
      }
      return sent();
    };
    queue.tap('a1');
    queue.tap('a2');
    const first = await flushQueue(queue.store, send);
    expect(first.stopped).toBe('offline');
    expect(queue.stored()).toEqual(['a3', 'b2']);
    const second = await flushQueue(queue.store, send);
    expect(second.stopped).toBeNull();
    expect(server).toEqual(['a1', 'a2', 'b1', 'a3', 'b2']);
    expect(queue.stored()).toEqual([]);
  });

  it('tries each report once per round when the storage will not let it go', async () => {
    const stuck: QueueStore = { list: () => [report('a'), report('b')], remove: () => {} };
    const calls: string[] = [];
    await flushQueue(stuck, async (next) => {
      calls.push(next.id);
      return sent();
    });
    expect(calls).toEqual(['a', 'b']);
  });
});

describe('storage', () => {
  it('keeps the queue per user and ignores what it cannot read', () => {
    const storage = memoryStorage();
    expect(saveQueue(storage, queueKey('u1'), [report('a')])).toBe(true);
    expect(loadQueue(storage, queueKey('u1')).map((r) => r.id)).toEqual(['a']);
    expect(loadQueue(storage, queueKey('u2'))).toEqual([]);
    storage.setItem(queueKey('u3'), '{kaputt');
    expect(loadQueue(storage, queueKey('u3'))).toEqual([]);
    storage.setItem(queueKey('u4'), JSON.stringify([{ id: 1 }, report('b')]));
    expect(loadQueue(storage, queueKey('u4')).map((r) => r.id)).toEqual(['b']);
  });

  it('says so when the storage is full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('voll', 'QuotaExceededError');
      },
    };
    expect(saveQueue(full, 'k', [report('a')])).toBe(false);
  });
});

describe('reportForm and httpSend', () => {
  it('posts the report id, leg, fields and a document as a file', async () => {
    const form = reportForm({
      ...report('a', 'document'),
      fields: { art: 'unterschrift' },
      file: { name: 'unterschrift.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(form.get('intent')).toBe('document');
    expect(form.get('reportId')).toBe('a');
    expect(form.get('art')).toBe('unterschrift');
    const file = form.get('datei') as File;
    expect([file.name, file.type, file.size]).toEqual(['unterschrift.png', 'image/png', 8]);
  });

  it.each<[string, () => Promise<Response>, SendOutcome['kind'], string | null]>([
    ['ok', async () => Response.json(answer(true)), 'sent', null],
    ['refused', async () => Response.json(answer(false, 'invalid')), 'refused', null],
    ['bad request', async () => Response.json(answer(false, 'bad-request'), { status: 400 }), 'refused', null],
    [
      'network down',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'retry',
      'offline',
    ],
    ['session ended', async () => new Response('Bitte melden Sie sich an.', { status: 401 }), 'retry', 'signed-out'],
    ['server failure', async () => Response.json(answer(false, 'internal'), { status: 500 }), 'retry', 'server'],
    ['not our answer', async () => new Response('<html>', { status: 502 }), 'retry', 'server'],
  ])('%s → %s', async (_name, respond, kind, reason) => {
    const outcome = await httpSend('/fahrer/meldungen', respond as unknown as typeof fetch)(report('a'));
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'retry') expect(outcome.reason).toBe(reason);
  });
});
