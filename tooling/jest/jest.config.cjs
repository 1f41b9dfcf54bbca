module.exports = require('./jest-preset.cjs')(__dirname, { testMatch: ['<rootDir>/*.test.ts'], testEnvironment: 'node' });
