// The platform behind MSW (decision 038); each test ends signed out with an empty cache.
module.exports = require('@wl/jest/preset.cjs').withPlatform(__dirname, {
  resetAfterEach: true,
  setup: ['<rootDir>/src/test/site-routes.ts'],
});
