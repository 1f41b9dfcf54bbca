const jestPreset = require('@wl/jest/preset.cjs');

// the platform behind MSW (decision 038)
const preset = jestPreset(__dirname);

// The shared preset, plus: each test ends signed out with an empty cache (@wl/testing's reset).
module.exports = {
  ...preset,
  testEnvironment: jestPreset.mswEnvironment,
  transformIgnorePatterns: jestPreset.mswTransformIgnorePatterns,
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    require.resolve('@wl/testing/msw-setup'),
    require.resolve('@wl/testing/reset-after-each'),
    '<rootDir>/src/test/site-routes.ts',
  ],
};
