// The jest setup every package uses: swc for TypeScript/JSX, jsdom, CSS modules as identity objects.
const path = require('node:path');

module.exports = function jestPreset(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'jest-setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic' },
              // react-router's ESM reads import.meta.hot, which CommonJS cannot hold (toolchain-facts.md)
              optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
            },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // react-router 8 and its dependencies ship ESM only (toolchain-facts.md)
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(react-router|@remix-run|cookie-es|set-cookie-parser)[/@])'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest-style-mock.cjs'),
      '\\.(png|svg|jpe?g|webp)$': path.join(__dirname, 'jest-file-mock.cjs'),
    },
    ...overrides,
  };
};
