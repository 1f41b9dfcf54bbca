// Source imports local files with their .ts extension (Node runs it directly); jest resolves them without it,
// and swc compiles each file to CommonJS for jest's module loader (as the dev API's tests do). Fastify's inject()
// reads cookies with `cookie`, an ES module only: compiled the same way. A console.error fails its test, as in every
// package (@wl/jest).
const swc = (syntax) => [require.resolve('@swc/jest'), { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' } }];
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  setupFilesAfterEnv: [require.resolve('@wl/jest/fail-on-console-error.cjs')],
  transform: { '^.+\\.ts$': swc('typescript'), '/node_modules/cookie/.+\\.js$': swc('ecmascript') },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@[^/]+/node_modules/)?cookie/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.ts$': '$1' },
};
