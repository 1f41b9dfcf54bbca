// The platform behind MSW (decision 038); each test ends signed out with an empty cache; mf-cashier's own setup:
// a runtime config, no drafts or server clock left per test.
module.exports = require('@wl/jest/preset.cjs').withPlatform(__dirname, {
  resetAfterEach: true,
  setup: ['<rootDir>/src/test/setup-tests.ts', '<rootDir>/src/test/site-routes.ts'],
});
