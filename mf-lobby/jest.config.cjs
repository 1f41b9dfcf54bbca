// The platform behind MSW (decision 038), plus swiper: like react-router it ships ESM only, and its CSS is a
// package export.
const jestPreset = require('@wl/jest/preset.cjs');

module.exports = jestPreset.withPlatform(__dirname, {
  setup: ['<rootDir>/src/test/setup-tests.ts', '<rootDir>/src/test/site-routes.ts'],
  transformAlso: ['swiper'],
  moduleNameMapper: { '^swiper/css.*$': jestPreset.styleMock },
});
