// The jest setup every package uses: swc for TypeScript/JSX, jsdom, CSS modules as identity objects.
// The transform, the environment and the setup files resolve from here, so a package needs only jest.
const path = require('node:path');

module.exports = function jestPreset(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: [path.join(__dirname, 'setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-after-env.cjs')],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic' },
              // react-router's ESM reads import.meta.hot, which CommonJS cannot hold (docs/toolchain-facts.md)
              optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
            },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // react-router 8 and its dependencies ship ESM only (docs/toolchain-facts.md)
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(react-router|@remix-run|cookie-es|set-cookie-parser)[/@])'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-mock.cjs'),
      '\\.(png|svg|jpe?g|webp)$': path.join(__dirname, 'file-mock.cjs'),
      // @wl/shared/forms imports its package by name, as every part does, so the kit uses the one singleton
      '^@wl/shared$': path.join(__dirname, '../../shared/src/index.ts'),
    },
    ...overrides,
  };
};

/**
 * The environment of a package whose tests answer the platform through MSW (decision 038): jsdom with Node's
 * fetch, streams, TextEncoder and BroadcastChannel, and Node's export conditions, which msw/node needs.
 */
module.exports.mswEnvironment = path.join(__dirname, 'msw-environment.cjs');
/** The preset's transform exceptions, and msw's dependencies that ship ESM only. */
module.exports.mswTransformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(react-router|@remix-run|cookie-es|set-cookie-parser|rettime|until-async|@open-draft|@mswjs|outvariant|strict-event-emitter|headers-polyfill|is-node-process|tough-cookie|tldts|tldts-core)[/@])',
];
