const preset = require('@wl/jest/preset.cjs')(__dirname);

// The shared preset, plus mf-cashier's own setup: no network, a runtime config, clean stores per test.
module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup-tests.ts'] };
