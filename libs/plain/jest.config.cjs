// Plain functions, as every reader runs them (the server in Node, the shell and its build): swc compiles each file
// to CommonJS for jest, and local imports keep their .ts extension. A console.error fails its test (@wl/jest).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: [require.resolve('@wl/jest/fail-on-console-error.cjs')],
  transform: {
    '^.+\\.ts$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.ts$': '$1' },
};
