import { test, expect } from '../fixtures/test.ts';

interface ShareEntry {
  from: string;
  useIn?: string[];
}

test('each shared singleton is loaded once, from the shell, and every remote uses that copy', async ({ page, login }) => {
  // an agent, whom every remote's pages named below are open to (decision 026)
  await login('agent01', 'Agent@1234');
  await page.goto('/m/home');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  // client-side navigation: one page, one federation runtime, every remote loaded into it
  for (const [path, remote] of [
    ['/m/voucherCenter', 'mf-cashier'],
    ['/m/agentRegister', 'mf-auth'],
    ['/m/webEmail', 'mf-member'],
    ['/m/agent/team/pnl', 'mf-agent'],
  ]) {
    await page.evaluate((to) => {
      history.pushState({ idx: 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
    }, path);
    await expect(page.locator(`main [data-remote-page="${remote}"]`).first()).toBeVisible();
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

  for (const pkg of ['react', 'react-dom', 'zustand', 'i18next', 'react-i18next', '@wl/kit', '@wl/shared']) {
    expect(scope[pkg], pkg).toHaveLength(1);
    expect(scope[pkg]![0]!.from, pkg).toBe('shell');
  }
  // the router ships inside @wl/kit (docs/decisions/005), so it cannot be a second copy
  expect(scope['react-router']).toBeUndefined();
  // the 5.x facade is there for the releases built on it (decision 058): no part of this site uses it
  expect(scope['@wl/shared']![0]!.useIn ?? []).toEqual([]);
  for (const remote of ['mf_lobby', 'mf_cashier', 'mf_auth', 'mf_member', 'mf_agent']) {
    expect(scope['@wl/kit']![0]!.useIn, remote).toContain(remote);
    expect(scope['react/jsx-runtime']![0]!.useIn, remote).toContain(remote);
  }
});
