const jestPreset = require('@wl/jest/preset.cjs');

const preset = jestPreset(__dirname);

// The shared preset, plus mf-auth's own setup: the platform behind MSW (decision 038: nothing reaches a network),
// a runtime config, clean stores per test.
// The form journeys type and submit a lot: on a loaded 2-core machine one can pass jest's default 5 s.
module.exports = {
  ...preset,
  testTimeout: 15_000,
  testEnvironment: jestPreset.mswEnvironment,
  transformIgnorePatterns: jestPreset.mswTransformIgnorePatterns,
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    require.resolve('@wl/testing/msw-setup'),
    '<rootDir>/src/test/setup-tests.ts',
    '<rootDir>/src/test/site-routes.ts',
  ],
};
