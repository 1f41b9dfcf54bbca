// Decision 058: the releases a brand names today were built on @wl/shared 5.x (their release.json's `shared`), and
// this shell, built on @wl/kit, runs them on the facade it provides. The repository's own store, as
// `release.ts --ensure` builds it from the releases' commits before this suite, and the repository's brand file: the
// pair production has, where the other brand tests write releases of this tree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/test.ts';
import { type BrandSite, repositoryBrand, signInDevMember, startBrands } from '../lib/brands.ts';
import { ROOT, sitePort } from '../lib/site.ts';

const HOST = 'khela24.localhost';
const STORE = path.join(ROOT, 'releases');
let site: BrandSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // 127.0.0.1 too: where this test process reaches the site (site.api)
  site = await startBrands(sitePort(580), [{ ...repositoryBrand('khela24'), hosts: [HOST, '127.0.0.1'] }], STORE);
});
test.afterAll(async () => site?.stop());

test("the cashier release the brand pins, built on @wl/shared 5.x, runs on the facade with the shell's session", async ({ page }) => {
  const version = repositoryBrand('khela24').remotes['mf-cashier']!;
  const record = JSON.parse(readFileSync(path.join(STORE, 'mf-cashier', version, 'release.json'), 'utf8')) as {
    shared: Record<string, string>;
  };
  expect(record.shared['@wl/shared']).toMatch(/^\^5\./);
  expect(record.shared).not.toHaveProperty('@wl/kit');

  // the session the shell's kit holds; the deposit form is a member's
  await signInDevMember(page, site, HOST, repositoryBrand('khela24').merchantCode);
  await page.goto(`${site.url(HOST)}/m/voucherCenter`);
  const slot = page.locator('[data-remote-page="mf-cashier"]');
  await expect(slot.getByRole('textbox', { name: /^পরিমাণ/ })).toBeVisible();
  expect(await slot.getAttribute('data-release')).toBe(version);

  // one kit, the shell's; the release took the facade, which the shell alone provides
  const scope = await page.evaluate(() => {
    type Entry = { from: string; version: string; useIn?: string[] };
    const share = (
      globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, Entry[]> = {};
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(pkgs)) out[pkg] = [...(out[pkg] ?? []), ...Object.values(versions)];
    return out;
  });
  expect(scope['@wl/kit']?.map((entry) => entry.from)).toEqual(['shell']);
  // the release brings its own copy of 5.x too (5.4.0, its fallback); the one it and the member centre's release use
  // is the version the shell provides, the facade (the runtime names the container that registered it last)
  const { provides } = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/shared.json'), 'utf8')) as { provides: Record<string, string> };
  const used = scope['@wl/shared']?.filter((entry) => entry.useIn?.includes('mf_cashier')) ?? [];
  expect(used.map((entry) => entry.version)).toEqual([provides['@wl/shared']]);
  expect(record.shared['@wl/shared']).not.toBe(`^${provides['@wl/shared']}`);
});
