// Source imports local files with their .ts extension (Node runs it directly); jest resolves
// them without it, and swc compiles each file to CommonJS for jest's module loader.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test-support/jest-setup.ts'],
  // real HTTP servers and 50-request concurrency tests: seconds on a busy 2-core machine, not milliseconds
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
