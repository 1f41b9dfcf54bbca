// Issue 39 item 5: a canary candidate built against another major of @wl/kit. The shell refuses it (the shared
// contract's strict version), and every device on it must end on a working deposit form from the stable release, with
// the failure counted against the candidate, never the stable release (an operator following the manual looks there).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../fixtures/test.ts';
import { type BrandSite, REMOTES, releaseBuild, startBrands, testBrand, testStore } from '../lib/brands.ts';
import { depositAsDevice } from '../lib/deposit-device.ts';
import { ROOT, sitePort } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

const PORT = sitePort(540);
const STABLE = '1.0.0-e2e';
/** the cashier built against @wl/kit ^9: a release this shell cannot run */
const CANDIDATE = '1.7.0-rc.1';
const HOST = 'khela24.localhost';
const pins = Object.fromEntries(REMOTES.map((r) => [r, STABLE]));

let site: BrandSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const store = testStore(Object.fromEntries(REMOTES.map((r) => [r, [STABLE]])));
  const outDir = path.join(ROOT, `e2e/.fixtures/mf-cashier-mismatch-${sitePort(0)}`);
  execFileSync('pnpm', ['--filter', 'mf-cashier', 'build'], {
    cwd: ROOT,
    // released as its own version, as a release is built from the commit that versioned it (its chunks' array its own)
    env: {
      ...process.env,
      MF_OUT_DIR: outDir,
      MF_RELEASE_VERSION: CANDIDATE,
      MF_SHARED_OVERRIDES: JSON.stringify({ '@wl/kit': '^9.0.0' }),
    },
    stdio: 'pipe',
  });
  releaseBuild(store, 'mf-cashier', outDir, CANDIDATE);
  const brand = testBrand('khela24', [HOST, '127.0.0.1'], pins, {
    serviceWorker: false,
    canary: { 'mf-cashier': { release: CANDIDATE, share: 100 } },
  });
  site = await startBrands(PORT, [brand], store, {}, { prometheus: true });
});
test.afterAll(async () => site?.stop());

interface Health {
  id: string;
  reports: { remote: string; release: string; pageLoads: number; 'load-failure': number; fallback: number; error: number }[] | null;
}

test('a candidate built for another major of @wl/kit falls back to the working stable release, counted against the candidate', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const result = await depositAsDevice(browser, {
    site,
    host: HOST,
    merchant: 'BDWL',
    device: 'e2e-mismatch-device-01',
    origin: site.url(HOST),
    stable: STABLE,
    candidate: CANDIDATE,
  });
  expect(result.fellBack).toBe(true);
  // the failure and the fallback against the candidate's version; the stable release clean
  const healthOf = async () =>
    ((await (await page.request.get(`${site.api}/ops/health.json`)).json()) as { brands: Health[] }).brands.find(
      (b) => b.id === 'khela24',
    )!;
  await expect
    .poll(async () => (await healthOf()).reports?.find((r) => r.remote === 'mf-cashier' && r.release === CANDIDATE), { timeout: 20_000 })
    .toMatchObject({ fallback: 1 });
  const stable = (await healthOf()).reports?.find((r) => r.remote === 'mf-cashier' && r.release === STABLE);
  expect(stable).toMatchObject({ 'load-failure': 0, fallback: 0, error: 0 });
});
