// Issue 21 finding 4: after sign-out the service worker's image cache kept the member's profile picture and
// feedback screenshots, and their addresses opened without a session. On a site with the worker installed: a
// member's picture is answered only to their session and kept by no cache; sign-out leaves none behind.
import { expect, test } from '../fixtures/test.ts';
import { apiLogin } from '../lib/api-login.ts';
import { startPwaSite, waitForWorker } from '../lib/pwa-helpers.ts';
import { type Site, sitePort } from '../lib/site.ts';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let site: Site;
test.beforeAll(async () => {
  site = await startPwaSite(sitePort(440));
});
test.afterAll(async () => site?.stop());

// a 2x2 PNG, a picture the platform takes by its first bytes
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4kWIERAwQCgAorgV5QuEn7gAAAABJRU5ErkJggg==', 'base64');

const memberMediaIn = (urls: string[]) => urls.filter((url) => /\/assets\/member\/|\/wps\/member\/media/.test(url));

test('after sign-out no picture of the member is left on the phone for the next person', async ({ page }) => {
  const created = (await (await page.request.post(`${site.url}/dev/members`, { data: {} })).json()) as {
    username: string;
    password: string;
  };
  const session = await apiLogin(site.url, created.username, created.password);
  await page.goto(`${site.url}/runtime/whitelabel.json`);
  await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
  await page.goto(`${site.url}/m/securityCenter`);
  await waitForWorker(page);
  // what an older release let the worker keep of the last member: it must go too
  await page.evaluate(async () => {
    const cache = await caches.open('wl-images-v1');
    await cache.put(`/assets/member/${'a'.repeat(32)}.png`, new Response('old', { headers: { 'Content-Type': 'image/png' } }));
  });

  // the member sets a profile picture and sees it, fetched with the session through the installed worker
  await page.getByText('প্রোফাইল ছবি', { exact: true }).click();
  await page.getByLabel('একটি ছবি বেছে নিন').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const section = page.locator('details', { has: page.getByText('প্রোফাইল ছবি', { exact: true }) });
  await section.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('পরিবর্তন সংরক্ষিত হয়েছে')).toBeVisible();
  const icon = (await (
    await page.request.get(`${site.url}/wps/member/info/icon`, { headers: { Authorization: session.token, Merchant: 'BDWL' } })
  ).json()) as { value: { url: string } };
  const mediaUrl = icon.value.url;
  expect(mediaUrl).toMatch(/^\/wps\/member\/media\?file=[0-9a-f]{32}\.png$/);
  await page.reload();
  await page.getByText('প্রোফাইল ছবি', { exact: true }).click();
  await expect(section.getByRole('img', { name: 'প্রোফাইল ছবি' })).toHaveAttribute('src', /^blob:/);

  await page.getByRole('button', { name: 'মেনু' }).click();
  await page.getByRole('button', { name: 'সাইন আউট' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'নিশ্চিত' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // no cache of the site holds a picture of the member
  await expect
    .poll(async () =>
      memberMediaIn(
        await page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          return urls;
        }),
      ),
    )
    .toEqual([]);
  // its address opens nothing for the next person, through the worker or straight, nor with the ended session
  expect(await page.evaluate(async (url) => (await fetch(url, { headers: { Merchant: 'BDWL' } })).status, mediaUrl)).toBe(401);
  expect((await page.request.get(`${site.url}${mediaUrl}`, { headers: { Merchant: 'BDWL' } })).status()).toBe(401);
  expect((await page.request.get(`${site.url}${mediaUrl}`, { headers: { Authorization: session.token, Merchant: 'BDWL' } })).status()).toBe(
    401,
  );
});
