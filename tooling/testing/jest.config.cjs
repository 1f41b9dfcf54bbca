const jestPreset = require('@wl/jest/preset.cjs');

// MSW's environment (decision 038): the platform helpers' own tests send real requests through it.
module.exports = {
  ...jestPreset(__dirname),
  testEnvironment: jestPreset.mswEnvironment,
  transformIgnorePatterns: jestPreset.mswTransformIgnorePatterns,
};
