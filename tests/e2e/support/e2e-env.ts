// One port and one data directory for the whole Playwright run, shared by the config and the tests.
export const e2ePort = Number(process.env.E2E_PORT || 3199);
export const e2eDataDir = process.env.E2E_DATA_DIR || `/tmp/kf-e2e-${e2ePort}`;

/**
 * Extra servers that a journey starts itself (process, resilience, two-instance tests) take ports derived
 * from E2E_PORT, so that two Playwright runs with different E2E_PORTs on one machine never collide.
 */
export function sidePort(offset: number): number {
  if (!Number.isInteger(offset) || offset < 0 || offset >= 20) throw new Error('side port offset must be 0-19');
  return 10_000 + (e2ePort % 1000) * 20 + offset;
}
