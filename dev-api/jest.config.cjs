// A console.error fails its test, as in every package (@wl/jest). Source imports local files with their .ts
// extension (Node runs it directly); jest resolves them without it, and swc compiles each file to CommonJS for
// jest's module loader.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: [require.resolve('@wl/jest/fail-on-console-error.cjs'), '<rootDir>/src/test-support/jest-setup.ts'],
  // the seeded database, made once for the run and copied by each test server (src/test-support/seed-once.ts)
  globalSetup: '<rootDir>/src/test-support/seed-once.ts',
  globalTeardown: '<rootDir>/src/test-support/seed-once-teardown.ts',
  // Each test server makes an RSA key and seeds a whole database (lobby, cashier, the agency centre's team):
  // well under a second alone, but several times 5 s on a 2-core machine shared with browsers and builds.
  testTimeout: 20_000,
  transform: {
    '^.+\\.ts$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.ts$': '$1' },
};
