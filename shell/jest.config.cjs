const jestPreset = require('@wl/jest/preset.cjs');

// Node's fetch, Request and Response beside jsdom: the HTTP layer runs on fetch (decision 041)
module.exports = { ...jestPreset(__dirname), testEnvironment: jestPreset.mswEnvironment };
