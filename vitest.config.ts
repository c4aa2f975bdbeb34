import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure rules and UI, no database) and `integration` (use cases and the HTTP
// layer against a fresh migrated database per test file: PGlite, or PostgreSQL with TEST_DATABASE_URL).
// A route's integration test lives beside its route as `<name>.server.test.ts` (app/routes/**); only
// tests that cross features stay in tests/integration.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: ['app/server/**', 'app/routes/**/*.server.test.{ts,tsx}', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'app/server/**/*.test.{ts,tsx}',
            'app/routes/**/*.server.test.{ts,tsx}',
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
