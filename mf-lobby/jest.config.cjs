// The shared preset, plus swiper: like react-router it ships ESM only, and its CSS is a package export.
const preset = require('@wl/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup-tests.ts', '<rootDir>/src/test/site-routes.ts'],
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(react-router|@remix-run|cookie-es|set-cookie-parser|swiper)[/@])',
  ],
  moduleNameMapper: { '^swiper/css.*$': preset.moduleNameMapper['\\.css$'], ...preset.moduleNameMapper },
};
