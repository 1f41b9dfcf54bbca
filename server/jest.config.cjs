// Source imports local files with their .ts extension (Node runs it directly); jest resolves them without it,
// and swc compiles each file to CommonJS for jest's module loader (as the dev API's tests do).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.ts$': '$1' },
};
