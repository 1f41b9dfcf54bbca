import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { JITLESS, suiteLaunch } from './lib/chromium.ts';

// Two application servers behind nginx, as production runs them (decision 047): every journey of the suite goes
// through both, and the health page's figures are Prometheus's sums over both (decision 046). Set here, it reaches
// the shared site and every site a test starts.
process.env.APP_SERVERS ??= '2';

// Every temp folder of the run (the sites' release stores and state, the servers' and the browsers' own) inside one,
// removed at the run's end (lib/run-temp-teardown.ts): a run left hundreds of folders behind, 11 MB a store. Set once
// by the runner, whose environment its workers and the sites they start inherit.
process.env.WL_RUN_TEMP ??= mkdtempSync(path.join(tmpdir(), 'wl-e2e-'));
process.env.TMPDIR = process.env.WL_RUN_TEMP;

/** The shared site's port; its remotes take the next five. E2E_PORT moves a whole run (parallel runs). */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8280);

/** The runtime file of the shared site: the e2e fixture with its remotes on BASE_PORT+1..+5. */
function whitelabelFile() {
  const w = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/whitelabel.e2e.json'), 'utf8'));
  ['mf-auth', 'mf-lobby', 'mf-cashier', 'mf-member', 'mf-agent'].forEach((name, i) => {
    w.remotes[name] = `http://{hostname}:${BASE_PORT + 1 + i}/mf-manifest.json`;
  });
  const dir = path.join(import.meta.dirname, '.fixtures');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `whitelabel-${BASE_PORT}.json`);
  writeFileSync(file, JSON.stringify(w, null, 2));
  return file;
}

/**
 * The longest tests (20-45 s each, against 3 s for most), started first: Playwright queues the projects in this order,
 * and the files of a project by name, so that the walks once started in the run's last minutes and one worker ended
 * alone (issue 36). The memory soak runs its own browser, without V8's JIT (perf/memory-soak.ts): a worker of its own.
 */
const LONGEST = ['route-walker', 'gate-table', 'canary', 'rollouts', 'players-vitals', 'cashier-accessibility', 'new-remote'].map(
  (name) => `${name}.spec.ts`,
);

export default defineConfig({
  testDir: './tests',
  globalTeardown: './lib/run-temp-teardown.ts',
  // one folder per run: parallel runs (E2E_PORT) must not clear each other's results
  outputDir: `./test-results/${BASE_PORT}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // a failed test fails the run: a retry would hide flakiness
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    // its viewport, touch and user agent; raster at its 2.625 was 6-7% of the suite's CPU, and no assertion reads it
    // (decision 044, stop 41). The layout-shift test sets its own ratio.
    deviceScaleFactor: 1,
    baseURL: `http://localhost:${BASE_PORT}`,
    launchOptions: suiteLaunch,
    // CI reads the text output; a trace is for a developer's own run (and its recorder flaked in CI)
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'soak', testMatch: 'memory-soak.spec.ts', use: { launchOptions: JITLESS } },
    { name: 'longest', testMatch: LONGEST },
    { name: 'mobile-chromium', testIgnore: ['memory-soak.spec.ts', ...LONGEST] },
  ],
  webServer: {
    command: 'node ../scripts/serve.ts',
    cwd: import.meta.dirname,
    url: `http://localhost:${BASE_PORT}/runtime/whitelabel.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(BASE_PORT),
      // the suite runs against the demo's platform (decision 045): its seeded members, its operator pages
      DEMO: '1',
      WHITELABEL_FILE: whitelabelFile(),
      // the platform's settings: serve.ts passes its environment on to the platform's process
      DB_FILE: ':memory:',
      // every test browser is 127.0.0.1: per-client limits for a crowd, per-account ones as in production
      AUTH_LIMIT_LOGIN_CLIENT: '100000/1m',
      AUTH_LIMIT_SMS_CLIENT: '100000/1m',
      AUTH_LIMIT_RESET_CLIENT: '100000/1m',
      AUTH_LIMIT_PIN_CLIENT: '100000/1m',
      AUTH_LIMIT_CODE_CLIENT: '100000/1m',
      AUTH_CAPTCHA_AFTER_CLIENT_FAILURES: '100000',
      // the operations figures' per-address bounds (decision 042) likewise: every page of every test is one address
      OPS_TOKENS_PER_MINUTE: '100000',
      OPS_REPORTS_PER_ADDRESS: '100000',
      OPS_VITALS_PER_ADDRESS: '100000',
      // and nginx's per-client limits on the beacons (decision 047)
      EDGE_REPORTS_PER_MINUTE: '100000',
      EDGE_VITALS_PER_MINUTE: '100000',
      // Prometheus (decision 046) on a free port, scraping every second: a figure shows on the operations page soon
      PROMETHEUS_PORT: '0',
      PROMETHEUS_SCRAPE_INTERVAL: '1s',
    },
  },
});
