// Every package's jest as one run (scripts/test.sh, `pnpm test:unit`): jest spreads all the packages' test files over
// the cores, where one package after another kept one core busy and the other idle. Each package keeps its own
// jest.config.cjs as a project, and `pnpm --filter <package> test` still runs it alone. A new package with a
// jest.config.cjs joins with no edit here.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const inside = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(dir, e.name));

// each project named by its folder (`shell`, `libs/brand-config`), so that `--selectProjects shell` picks one
const projects = ['.', 'libs', 'tooling']
  .flatMap(inside)
  .filter((dir) => !dir.includes('node_modules') && existsSync(path.join(ROOT, dir, 'jest.config.cjs')))
  .map((dir) => ({ ...require(path.join(ROOT, dir, 'jest.config.cjs')), displayName: dir }));

module.exports = {
  rootDir: ROOT,
  projects,
  // the run's temp folder, removed at its end
  globalSetup: path.join(__dirname, 'run-temp-setup.cjs'),
  globalTeardown: path.join(__dirname, 'run-temp-teardown.cjs'),
  // A worker that ran a third of the whole run takes 0.4-0.5 s to exit once told to (measured at jest-worker's end():
  // 417-496 ms with no limit; 33-228 ms after one package's files): it exits by itself, later the more it ran.
  // At jest's default of 500 ms a loaded CI machine force-exited one most runs, and the run printed "a worker process
  // has failed to exit gracefully ... tests leaking", which sent readers after a leak that is not there.
  workerGracefulExitTimeout: 3000,
};
