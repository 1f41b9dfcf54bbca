// The shared preset in its MSW environment (decision 038), plus swiper: like react-router it ships ESM only, and
// its CSS is a package export.
const jestPreset = require('@wl/jest/preset.cjs');

const preset = jestPreset(__dirname);

module.exports = {
  ...preset,
  testEnvironment: jestPreset.mswEnvironment,
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    require.resolve('@wl/testing/msw-setup'),
    '<rootDir>/src/test/setup-tests.ts',
    '<rootDir>/src/test/site-routes.ts',
  ],
  transformIgnorePatterns: [jestPreset.mswTransformIgnorePatterns[0].replace(')[/@])', '|swiper)[/@])')],
  moduleNameMapper: { '^swiper/css.*$': preset.moduleNameMapper['\\.css$'], ...preset.moduleNameMapper },
};
