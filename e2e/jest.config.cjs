// The measuring tools' own arithmetic (lib/ and perf/*.test.ts) needs no browser: jest in Node, before the build, as the
// server's tests run (`pnpm --filter @wl/e2e unit`; Playwright reads tests/ only). swc compiles each file to CommonJS
// and local imports keep their .ts extension, as Node runs them. A console.error fails its test (@wl/jest).
const swc = [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,perf}/**/*.test.ts'],
  setupFilesAfterEnv: [require.resolve('@wl/jest/fail-on-console-error.cjs')],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.ts$': '$1' },
};
