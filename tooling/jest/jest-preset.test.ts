import { spawnSync } from 'node:child_process';
import path from 'node:path';

// the preset is CommonJS, as jest's config files need it
const jestPreset = require('./jest-preset.cjs');

const remote = path.join(__dirname, '../../mf-member');
const ignored = (patterns: string[], file: string) => patterns.some((pattern) => new RegExp(pattern).test(file));

describe('withPlatform: the whole config of a package whose tests answer through MSW', () => {
  it('is the preset in the MSW environment, with the server, the reset and the own setup in that order', () => {
    const preset = jestPreset(remote);
    const config = jestPreset.withPlatform(remote, { resetAfterEach: true, setup: ['<rootDir>/src/test/site-routes.ts'] });
    expect(config).toMatchObject({ rootDir: remote, testMatch: preset.testMatch, transform: preset.transform });
    expect(config.testEnvironment).toBe(jestPreset.mswEnvironment);
    expect(config.setupFilesAfterEnv).toEqual([
      ...preset.setupFilesAfterEnv,
      expect.stringMatching(/tooling\/testing\/src\/platform\/msw-setup\.ts$/),
      expect.stringMatching(/tooling\/testing\/src\/reset-after-each\.ts$/),
      '<rootDir>/src/test/site-routes.ts',
    ]);
  });

  it("answers from @wl/jest's own tables for shared and the shell, or leaves the server to the tests", () => {
    expect(jestPreset.withPlatform(remote, { answers: 'routes' }).setupFilesAfterEnv).toEqual([
      ...jestPreset(remote).setupFilesAfterEnv,
      path.join(__dirname, 'msw-setup.cjs'),
    ]);
    expect(jestPreset.withPlatform(remote, { answers: 'none' }).setupFilesAfterEnv).toEqual(jestPreset(remote).setupFilesAfterEnv);
    expect(() => jestPreset.withPlatform(remote, { answers: 'contract' })).toThrow("not 'contract'");
  });

  it("transforms msw's and react-router's ESM, and the packages named besides, and nothing else", () => {
    const store = (name: string) => `/repo/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/index.js`;
    const plain = jestPreset.withPlatform(remote).transformIgnorePatterns;
    const withSwiper = jestPreset.withPlatform(remote, { transformAlso: ['swiper'] }).transformIgnorePatterns;
    expect(plain).toEqual(jestPreset.mswTransformIgnorePatterns);
    for (const esm of ['react-router', 'rettime', '@mswjs/interceptors']) expect(ignored(plain, store(esm))).toBe(false);
    expect(ignored(plain, store('swiper'))).toBe(true);
    expect(ignored(withSwiper, store('swiper'))).toBe(false);
    expect(ignored(withSwiper, '/repo/node_modules/react/index.js')).toBe(true);
  });

  it("puts a package's own mappings before the preset's, and any other option over the rest", () => {
    const config = jestPreset.withPlatform(remote, { moduleNameMapper: { '^swiper/css.*$': jestPreset.styleMock }, testTimeout: 15_000 });
    expect(Object.entries(config.moduleNameMapper)[0]).toEqual(['^swiper/css.*$', jestPreset.styleMock]);
    expect(config.moduleNameMapper['\\.css$']).toBe(jestPreset.styleMock);
    expect(config.testTimeout).toBe(15_000);
  });
});

describe('the setup every package runs', () => {
  it('fails a test that prints a console.error, even on the task after it ends, and only that test; a test that takes console.error over passes', () => {
    const run = spawnSync(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--config', path.join(__dirname, 'console-guard/jest.config.cjs'), '--json'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    const [file] = (
      JSON.parse(run.stdout) as { testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[] }
    ).testResults;
    expect(file!.assertionResults.map((test) => [test.title, test.status])).toEqual([
      ['prints an error', 'failed'],
      ['prints nothing', 'passed'],
      ['expects an error and takes console.error over to check it', 'passed'],
      ['leaves an error to be printed on the next task, as an answer notified after the test would', 'failed'],
    ]);
    expect(file!.assertionResults[3]!.failureMessages[0]).toContain('An update to GameGrid inside a test was not wrapped in act(...)');
    expect(file!.assertionResults[0]!.failureMessages[0]).toContain(
      'console.error was called during this test:\nWarning: An update to Screen inside a test was not wrapped in act(...)',
    );
  }, 60_000);
});
