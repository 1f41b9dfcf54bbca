const jestPreset = require('@wl/jest/preset.cjs');

// Node's fetch, Request and Response beside jsdom: the HTTP layer runs on fetch (decision 041), and MSW answers
// its calls at the network's edge (decision 038; @wl/jest's msw-routes)
const preset = jestPreset(__dirname);
module.exports = {
  ...preset,
  testEnvironment: jestPreset.mswEnvironment,
  transformIgnorePatterns: jestPreset.mswTransformIgnorePatterns,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, require.resolve('@wl/jest/msw-setup.cjs')],
};
