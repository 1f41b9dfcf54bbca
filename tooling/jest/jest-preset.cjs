// The jest setup every package uses: swc for TypeScript/JSX, jsdom, CSS modules as identity objects.
// The transform, the environment and the setup files resolve from here, so a package needs only jest.
const path = require('node:path');

const STYLE_MOCK = path.join(__dirname, 'style-mock.cjs');

// react-router 8 and its dependencies ship ESM only (docs/toolchain-facts.md): swc turns them into CommonJS
const ESM_ONLY = ['react-router', '@remix-run', 'cookie-es', 'set-cookie-parser'];
// and msw's
const MSW_ESM_ONLY = [
  ...ESM_ONLY,
  ...['rettime', 'until-async', '@open-draft', '@mswjs', 'outvariant', 'strict-event-emitter', 'headers-polyfill'],
  ...['is-node-process', 'tough-cookie', 'tldts', 'tldts-core'],
];
/** Every package under node_modules is left as it is, but these (also inside pnpm's store). */
const transformOnly = (packages) => [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${packages.join('|')})[/@])`];

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
    transformIgnorePatterns: transformOnly(ESM_ONLY),
    moduleNameMapper: {
      '\\.css$': STYLE_MOCK,
      '\\.(png|svg|jpe?g|webp)$': path.join(__dirname, 'file-mock.cjs'),
      // @wl/kit/forms imports its package by name, as every part does, so the form kit uses the one singleton
      '^@wl/kit$': path.join(__dirname, '../../kit/src/index.ts'),
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
module.exports.mswTransformIgnorePatterns = transformOnly(MSW_ESM_ONLY);
/** A stylesheet in a test, for a package's CSS export whose name does not end in .css (swiper/css). */
module.exports.styleMock = STYLE_MOCK;

/**
 * The whole config of a package whose tests answer the platform through MSW (decision 038), so that a package's
 * jest.config.cjs says only what is its own. The setup files run in this order: the preset's, the MSW server's,
 * the reset, then the package's own (`setup`, rootDir-relative as jest has them).
 * - `answers`: 'platform' (default) listens with @wl/testing's msw-setup (`answerPlatform` checks each answer
 *   against the contract); 'routes' with @wl/jest's own (`answerRoutes` alone: shared and the shell, which
 *   @wl/testing builds on); 'none' leaves the server to the tests.
 * - `resetAfterEach`: @wl/testing's reset-after-each (signed out, an empty cache after each test).
 * - `transformAlso`: more packages that ship ESM only; `moduleNameMapper`: mappings tried before the preset's.
 * - Anything else is a jest option, set over the rest (testTimeout, ...).
 * @wl/testing's files resolve from the package, which depends on it (@wl/testing depends on @wl/jest).
 */
module.exports.withPlatform = function withPlatform(
  dir,
  { answers = 'platform', resetAfterEach = false, setup = [], transformAlso = [], moduleNameMapper = {}, ...overrides } = {},
) {
  const preset = module.exports(dir);
  const fromPackage = (request) => require.resolve(request, { paths: [dir] });
  const servers = {
    platform: () => [fromPackage('@wl/testing/msw-setup')],
    routes: () => [path.join(__dirname, 'msw-setup.cjs')],
    none: () => [],
  };
  if (!Object.hasOwn(servers, answers)) throw new Error(`withPlatform: answers is 'platform', 'routes' or 'none', not '${answers}'`);
  const server = servers[answers]();
  return {
    ...preset,
    testEnvironment: module.exports.mswEnvironment,
    transformIgnorePatterns: transformOnly([...MSW_ESM_ONLY, ...transformAlso]),
    moduleNameMapper: { ...moduleNameMapper, ...preset.moduleNameMapper },
    setupFilesAfterEnv: [
      ...preset.setupFilesAfterEnv,
      ...server,
      ...(resetAfterEach ? [fromPackage('@wl/testing/reset-after-each')] : []),
      ...setup,
    ],
    ...overrides,
  };
};
