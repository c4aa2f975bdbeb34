// One port and one data directory for the whole Playwright run, shared by the config and the tests.
export const e2ePort = Number(process.env.E2E_PORT || 3199);
export const e2eDataDir = process.env.E2E_DATA_DIR || `/tmp/kf-e2e-${e2ePort}`;
