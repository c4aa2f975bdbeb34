import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '#app/company';
import { CONTACT_MESSAGES } from '#app/domain/contact-fields';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { contactMessages, outboxJobs } from '#app/server/db/schema';
import { createRateLimiter } from '#app/server/security/rate-limit.server';
import { submitContactMessage } from './submit-contact-message.server';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(outboxJobs);
  await t.db.delete(contactMessages);
});

const valid = {
  name: 'Erika Musterfrau',
  contact: 'erika@example.org',
  message: 'Bitte um Rückruf wegen einer Dialysefahrt.',
  consent: 'on',
};
const freshLimiter = () => createRateLimiter({ limit: 5, windowMs: 60_000 });

describe('submitContactMessage', () => {
  it('stores a valid message and queues the e-mail to the company in the same transaction', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const result = await submitContactMessage(
      t.db,
      { values: valid, clientKey: '203.0.113.1' },
      { limiter: freshLimiter(), now: () => now },
    );
    expect(result.status).toBe('sent');
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Erika Musterfrau',
      contact: 'erika@example.org',
      message: valid.message,
      handled: false,
    });
    expect(rows[0]!.consentAt.toISOString()).toBe(now.toISOString());
    expect(result.status === 'sent' && result.id).toBe(rows[0]!.id);
    const jobs = await t.db.select().from(outboxJobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      kind: 'contact-email',
      payload: { to: company.email, contactMessageId: rows[0]!.id },
    });
  });

  it.each([
    ['name', { name: '' }, CONTACT_MESSAGES.nameRequired],
    ['contact', { contact: '' }, CONTACT_MESSAGES.contactRequired],
    ['contact', { contact: 'kein-at-zeichen.de x' }, CONTACT_MESSAGES.phone],
    ['contact', { contact: 'erika@@example' }, CONTACT_MESSAGES.email],
    ['message', { message: '   ' }, CONTACT_MESSAGES.messageRequired],
    ['consent', { consent: '' }, CONTACT_MESSAGES.consent],
  ])('rejects a bad %s with its German message and stores nothing', async (field, patch, message) => {
    const result = await submitContactMessage(
      t.db,
      { values: { ...valid, ...patch }, clientKey: '203.0.113.2' },
      { limiter: freshLimiter() },
    );
    expect(result).toEqual({ status: 'invalid', errors: { [field]: message } });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.db.select().from(outboxJobs)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const result = await submitContactMessage(
      t.db,
      { values: { ...valid, website: 'https://spam.example' }, clientKey: '203.0.113.3' },
      { limiter: freshLimiter() },
    );
    expect(result).toEqual({ status: 'sent', id: null });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.db.select().from(outboxJobs)).toHaveLength(0);
  });

  it('limits stored messages per client address', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const send = (clientKey: string) => submitContactMessage(t.db, { values: valid, clientKey }, { limiter });
    expect((await send('198.51.100.7')).status).toBe('sent');
    expect((await send('198.51.100.7')).status).toBe('sent');
    expect(await send('198.51.100.7')).toEqual({ status: 'rate-limited' });
    // Another address is not affected.
    expect((await send('198.51.100.8')).status).toBe('sent');
    expect(await t.db.select().from(contactMessages)).toHaveLength(3);
    expect(await t.db.select().from(outboxJobs)).toHaveLength(3);
  });

  it('does not count invalid attempts against the limit', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    await submitContactMessage(t.db, { values: { ...valid, name: '' }, clientKey: '192.0.2.1' }, { limiter });
    await submitContactMessage(t.db, { values: { ...valid, name: '' }, clientKey: '192.0.2.1' }, { limiter });
    expect((await submitContactMessage(t.db, { values: valid, clientKey: '192.0.2.1' }, { limiter })).status).toBe(
      'sent',
    );
  });
});
