// Node's own request and response only, as in the server and the dev API: swc compiles each file to CommonJS for
// jest's module loader, and local imports keep their .ts extension (Node runs the source directly). A
// console.error fails its test, as in every package (@wl/jest).
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
