import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type { ActionResult } from '#app/domain/action-result';
import {
  ACTION_STATUS,
  COMMON_CODE_TEXTS,
  badRequest,
  guarded,
  parseForm,
  respond,
  submittedValues,
  type ActionCatalogue,
} from './action-response.server';
import { crudAction, crudHandler } from './crud-action.server';
import { notFound } from '#app/server/use-case-result.server';

const texts: ActionCatalogue<'save'> = {
  titles: { save: { success: 'Gespeichert', failure: 'Fehler beim Speichern' } },
  codes: COMMON_CODE_TEXTS,
};

type Answer = { data: ActionResult<unknown>; init: ResponseInit };

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe('respond', () => {
  it('turns a success into one ActionResult with the success toast, status 200', () => {
    const answer = respond(
      texts,
      'save',
      formOf({ intent: 'save', id: 'x1' }),
      { ok: true, value: 3 },
      { describe: (n) => `${n} Einträge`, data: (n) => ({ n }) },
    ) as unknown as Answer;
    expect(answer.init.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      code: null,
      intent: 'save',
      targetId: 'x1',
      data: { n: 3 },
      toasts: [{ kind: 'success', title: 'Gespeichert', description: '3 Einträge' }],
    });
  });

  it('answers a refusal with the failure title, the catalogue text and the status of its code', () => {
    const answer = respond(texts, 'save', formOf({ name: 'A', password: 'geheim' }), notFound()) as unknown as Answer;
    expect(answer.init.status).toBe(ACTION_STATUS['not-found']);
    expect(answer.data).toMatchObject({
      ok: false,
      code: 'not-found',
      toasts: [{ kind: 'error', title: 'Fehler beim Speichern', description: COMMON_CODE_TEXTS['not-found'] }],
    });
    expect(answer.data.values).toEqual({ name: 'A' });
  });

  it('answers requests our pages never send with 400', () => {
    const answer = badRequest('Fehler') as unknown as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, code: 'bad-request' });
  });
});

describe('parseForm', () => {
  it('gives the first German message per field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Bitte Namen angeben.'),
      age: z.coerce.number().int('Ganze Zahl.'),
    });
    expect(parseForm(schema, formOf({ name: '', age: '1.5' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { name: 'Bitte Namen angeben.', age: 'Ganze Zahl.' },
    });
    expect(parseForm(schema, formOf({ name: 'A', age: '3' }))).toEqual({ ok: true, value: { name: 'A', age: 3 } });
  });
});

describe('a failure of ours', () => {
  it('never shows or logs the error message (database errors quote SQL and values)', async () => {
    const logger = { error: vi.fn() };
    const error = Object.assign(new Error('Failed query: insert into drivers values ($1) params: Erika Mustermann'), {
      code: '23514',
    });
    const answer = (await guarded(texts, 'save', logger, async () => {
      throw error;
    })) as unknown as Answer;
    expect(answer.init.status).toBe(500);
    expect(JSON.stringify(answer.data)).not.toContain('Mustermann');
    expect(answer.data.toasts).toEqual([
      { kind: 'error', title: 'Fehler beim Speichern', description: COMMON_CODE_TEXTS.internal },
    ]);
    expect(JSON.stringify(logger.error.mock.calls)).not.toContain('Mustermann');
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ intent: 'save', failure: { type: 'Error', code: '23514' } });
  });

  it('crudAction: unknown intents and bodies that are not forms get 400, a throwing use case 500', async () => {
    const logger = { error: vi.fn() };
    const handlers = { save: crudHandler({ run: async () => Promise.reject(new Error('boom params: geheim')) }) };
    const post = (body: BodyInit) =>
      crudAction(
        new Request('http://x/app', { method: 'POST', body }),
        logger,
        texts,
        handlers,
      ) as unknown as Promise<Answer>;
    expect((await post(new URLSearchParams({ intent: 'drop' }))).init.status).toBe(400);
    expect((await post(new URLSearchParams({ intent: 'toString' }))).init.status).toBe(400);
    const thrown = await post(new URLSearchParams({ intent: 'save' }));
    expect(thrown.init.status).toBe(500);
    expect(JSON.stringify(thrown.data)).not.toContain('geheim');
  });

  it('submittedValues drops files, secrets and the intent', () => {
    const form = formOf({ intent: 'save', name: 'A', newPassword: 'x', totpCode: '1' });
    form.set('file', new Blob(['x']), 'a.pdf');
    expect(submittedValues(form)).toEqual({ name: 'A' });
  });
});
