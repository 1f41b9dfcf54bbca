const jestPreset = require('./jest-preset.cjs');

// msw-routes' own tests send real requests through MSW, in Node
module.exports = jestPreset(__dirname, {
  testMatch: ['<rootDir>/*.test.ts'],
  testEnvironment: 'node',
  transformIgnorePatterns: jestPreset.mswTransformIgnorePatterns,
});
