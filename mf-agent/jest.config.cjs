const preset = require('@wl/jest/preset.cjs')(__dirname);

// The shared preset, plus: each test ends signed out with an empty cache (@wl/testing's reset).
module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, require.resolve('@wl/testing/reset-after-each'), '<rootDir>/src/test/site-routes.ts'],
};
