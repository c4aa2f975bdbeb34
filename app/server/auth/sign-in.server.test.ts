import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { SIGN_IN_MESSAGES } from '../../domain/staff-access/policy';
import { auditLog } from '../db/schema';
import type { AppServices } from '../services.server';
import { createStaffAccount } from './accounts.server';
import { signInWithPassword } from './sign-in.server';

let testDb: TestDb;
let services: AppServices;

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
});
afterAll(async () => testDb.close());

describe('signInWithPassword', () => {
  it('signs in with a one-time password', async () => {
    const { oneTimePassword } = await createStaffAccount(services.db, null, { email: 'neu@test.example', name: 'Neu', role: 'disposition' });
    const result = await signInWithPassword(services, { email: 'neu@test.example', password: oneTimePassword!, clientIp: '10.0.0.1' });
    expect(result).toMatchObject({ ok: true, mustChangePassword: true });
  });
});
