const jestPreset = require('@wl/jest/preset.cjs');

// the platform behind MSW (decision 038)
const preset = jestPreset(__dirname);

// The shared preset, plus: each test ends signed out with an empty cache (@wl/testing's reset), and
// mf-cashier's own setup: no network, a runtime config, no drafts or server clock left per test.
module.exports = {
  ...preset,
  testEnvironment: jestPreset.mswEnvironment,
  transformIgnorePatterns: jestPreset.mswTransformIgnorePatterns,
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    require.resolve('@wl/testing/msw-setup'),
    require.resolve('@wl/testing/reset-after-each'),
    '<rootDir>/src/test/setup-tests.ts',
    '<rootDir>/src/test/site-routes.ts',
  ],
};
