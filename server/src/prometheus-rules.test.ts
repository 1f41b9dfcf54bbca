import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// The recording and alert rules of deploy/prometheus/ (decision 046), by promtool's own unit tests
// (deploy/prometheus/tests/): series as the servers export them, the alerts that must fire and those that must not.

const PROMTOOL = '/usr/bin/promtool';
const TESTS = path.resolve(import.meta.dirname, '../../deploy/prometheus/tests');

it("passes promtool's unit tests of the rules: what fires, what does not, and what it says", () => {
  if (!existsSync(PROMTOOL)) throw new Error(`no ${PROMTOOL}: bash scripts/system-deps.sh installs Debian's prometheus`);
  const files = readdirSync(TESTS).filter((file) => file.endsWith('.test.yml'));
  expect(files.length).toBeGreaterThan(0);
  const run = spawnSync(PROMTOOL, ['test', 'rules', ...files], { cwd: TESTS, encoding: 'utf8' });
  // promtool says which test failed and how: shown as the failure
  expect(`${run.stdout}${run.stderr}`).not.toMatch(/FAILED/);
  expect(run.status).toBe(0);
});
