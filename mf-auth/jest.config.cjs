const preset = require('@wl/jest/preset.cjs')(__dirname);

// The shared preset, plus mf-auth's own setup: no network, a runtime config, clean stores per test.
// The form journeys type and submit a lot: on a loaded 2-core machine one can pass jest's default 5 s.
module.exports = {
  ...preset,
  testTimeout: 15_000,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup-tests.ts', '<rootDir>/src/test/site-routes.ts'],
};
