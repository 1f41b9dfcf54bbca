const jestPreset = require('../jest-preset.cjs');

// The guard's own check (jest-preset.test.ts runs it): the preset as every package has it, on the tests here.
module.exports = jestPreset(__dirname, { testMatch: ['<rootDir>/*.check.ts'] });
