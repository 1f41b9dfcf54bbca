import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { precompressFile } from '@wl/build/precompress';
import { expect, test } from '../fixtures/test.ts';
import { startPwaSite, waitForWorker } from '../lib/pwa-helpers.ts';
import { ROOT, type Site, sitePort } from '../lib/site.ts';

let site: Site;
// a copy of the shell's build, which the test turns into the next release
const shellDist = path.join(mkdtempSync(path.join(tmpdir(), 'wl-shell-')), 'dist');
test.beforeAll(async () => {
  cpSync(path.join(ROOT, 'shell/dist'), shellDist, { recursive: true });
  site = await startPwaSite(sitePort(260), { SHELL_DIST: shellDist });
});
test.afterAll(async () => site?.stop());

test('a new version is offered after the start-up check, and Reload hands over to it', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`${site.url}/m/home`);
  await waitForWorker(page);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // the next release: another worker script at the same address, as a deploy of the shell makes
  appendFileSync(path.join(shellDist, 'sw.js'), '\n// next release\n');
  // with its compressed copies, which nginx sends, as the shell's build writes them (decision 032)
  precompressFile(path.join(shellDist, 'sw.js'));
  await page.reload();
  const prompt = page.getByRole('alert', { name: 'নতুন সংস্করণ' });
  // the check 200 ms after start finds it. Under Playwright, Chromium starts the new worker only after
  // a delay of up to a minute (measured: 57 s for update() to resolve; a page alone takes seconds)
  await expect(prompt).toContainText('সাইটের একটি নতুন সংস্করণ প্রস্তুত।', { timeout: 90_000 });
  await page.evaluate(() => ((window as { beforeHandOver?: boolean }).beforeHandOver = true));

  await prompt.getByRole('button', { name: 'রিলোড করুন' }).click();
  // the page reloads once the new worker has taken over
  await page.waitForFunction(() => !(window as { beforeHandOver?: boolean }).beforeHandOver);
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
});
