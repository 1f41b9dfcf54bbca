import { test, expect } from '../fixtures/test.ts';

interface ShareEntry {
  from: string;
  useIn?: string[];
}

test('each shared singleton is loaded once, from the shell, and every remote uses that copy', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  // client-side navigation: one page, one federation runtime, every remote loaded into it
  for (const [path, remote] of [
    ['/m/voucherCenter', 'mf-cashier'],
    ['/m/login', 'mf-auth'],
    ['/m/webEmail', 'mf-member'],
    ['/m/agent/team/pnl', 'mf-agent'],
  ]) {
    await page.evaluate((to) => {
      history.pushState({ idx: 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
    }, path);
    if (remote === 'mf-agent') {
      // the agency centre's own gate sends a guest home (issue 11): its code ran, in this runtime
      await expect(page).toHaveURL(/\/m\/home$/);
      continue;
    }
    await expect(page.locator(`[data-remote-page="${remote}"]`).first()).toBeVisible();
    if (remote === 'mf-cashier') {
      // a guest on a cashier page is asked to log in (the login dialog): close it first
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }

  const scope = await page.evaluate(() => {
    const share = (
      globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, ShareEntry[]> = {};
    for (const scopes of Object.values(share)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) out[pkg] = [...(out[pkg] ?? []), ...Object.values(versions)];
      }
    }
    return out;
  });

  for (const pkg of ['react', 'react-dom', 'zustand', 'i18next', 'react-i18next', '@wl/shared']) {
    expect(scope[pkg], pkg).toHaveLength(1);
    expect(scope[pkg]![0]!.from, pkg).toBe('shell');
  }
  // the router ships inside @wl/shared (docs/decisions/005), so it cannot be a second copy
  expect(scope['react-router']).toBeUndefined();
  for (const remote of ['mf_lobby', 'mf_cashier', 'mf_auth', 'mf_member', 'mf_agent']) {
    expect(scope['@wl/shared']![0]!.useIn, remote).toContain(remote);
    expect(scope['react/jsx-runtime']![0]!.useIn, remote).toContain(remote);
  }
});
