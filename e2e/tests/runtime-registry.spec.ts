import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '../fixtures/test.ts';
import { apiLogin } from '../lib/api-login.ts';
import { ROOT, sitePort, startSite, type Site } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

test.describe('a remote URL swapped in the runtime file', () => {
  let site: Site;
  test.beforeAll(async () => {
    // a second origin serving mf-lobby's build, as a new release would be
    site = await startSite(sitePort(100), { env: { EXTRA_REMOTES: `mf-lobby@${sitePort(112)}` } });
  });
  test.afterAll(async () => site?.stop());

  test('takes effect on the next reload, with nothing rebuilt', async ({ page }) => {
    const oldPort = String(sitePort(102));
    const newPort = String(sitePort(112));
    const lobbyOrigins = new Set<string>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith('/mf-manifest.json') && [oldPort, newPort].includes(u.port)) lobbyOrigins.add(u.port);
    });
    await page.goto(`${site.url}/m/home`);
    await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
    expect([...lobbyOrigins]).toEqual([oldPort]);

    const w = site.readWhitelabel();
    w.remotes['mf-lobby'] = `http://{hostname}:${newPort}/mf-manifest.json`;
    site.writeWhitelabel(w);
    lobbyOrigins.clear();
    await page.reload();
    await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
    expect([...lobbyOrigins]).toEqual([newPort]);
  });
});

test.describe('a shared singleton version mismatch', () => {
  let site: Site;
  const outDir = path.join(ROOT, `e2e/.fixtures/mf-agent-mismatch-${sitePort(0)}`);
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // mf-agent built against an incompatible major of the shared contract
    execFileSync('pnpm', ['--filter', 'mf-agent', 'build'], {
      cwd: ROOT,
      env: { ...process.env, MF_OUT_DIR: outDir, MF_SHARED_OVERRIDES: JSON.stringify({ '@wl/kit': '^9.0.0' }) },
      stdio: 'pipe',
    });
    site = await startSite(sitePort(200), { env: { EXTRA_REMOTES: `${outDir}@${sitePort(215)}` } });
    const w = site.readWhitelabel();
    w.remotes['mf-agent'] = `http://{hostname}:${sitePort(215)}/mf-manifest.json`;
    site.writeWhitelabel(w);
  });
  test.afterAll(async () => site?.stop());

  test('is said in words in the slot, detailed in the console, and the rest of the site runs', async ({ page, allowPageErrors }) => {
    // the detail in the console is what the test checks
    allowPageErrors(/^console: \[federation\] /);
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    // an agent, whom the agency centre is open to (decision 026): its remote is loaded
    const session = await apiLogin(site.url, 'agent01', 'Agent@1234');
    await page.goto(`${site.url}/runtime/whitelabel.json`);
    await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
    await page.goto(`${site.url}/m/agent/team/overview`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(fallback).toContainText('শেয়ার করা লাইব্রেরির অন্য সংস্করণের জন্য তৈরি');
    // players see no internal names; the operator's detail is in the console
    await expect(fallback).not.toContainText('@wl/kit');
    await expect(fallback).not.toContainText('mf-agent');
    expect(consoleErrors.join('\n')).toMatch(/version mismatch/i);
    expect(consoleErrors.join('\n')).toContain('@wl/kit');
    await expect(page.locator('header')).toBeVisible();
    await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'ইভেন্ট' }).click();
    await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  });
});
