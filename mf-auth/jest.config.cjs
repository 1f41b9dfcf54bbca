// The platform behind MSW (decision 038: nothing reaches a network), plus mf-auth's own setup: a runtime config,
// clean stores per test, the site's routes. The form journeys type and submit a lot: on a loaded 2-core machine
// one can pass jest's default 5 s.
module.exports = require('@wl/jest/preset.cjs').withPlatform(__dirname, {
  setup: ['<rootDir>/src/test/setup-tests.ts', '<rootDir>/src/test/site-routes.ts'],
  testTimeout: 15_000,
});
