// Decision 045 (issue 37 items 1 and 7): without the demo there is no fake platform. The platform's addresses answer
// the platform's 404 at the edge (the application server never sees them), the application server answers its
// readiness, and the page is served as before.
import { test, expect } from '../fixtures/test.ts';
import { type Site, sitePort, startSite } from '../lib/site.ts';

// one site on its own port for both tests: in one worker, or two workers would each start it on that port
test.describe.configure({ mode: 'serial' });

let site: Site;
test.beforeAll(async () => {
  site = await startSite(sitePort(470), { demo: false });
});
test.afterAll(async () => {
  await site?.stop();
});

test("the demo's addresses answer 404 and the platform API finds no platform here", async ({ request }) => {
  for (const address of [
    '/dev/outbox',
    '/dev/cashier',
    '/dev-idp/authorize',
    '/assets/img/icon/app-icon.svg',
    '/wps/system/status',
    '/lgw/x',
  ]) {
    const reply = await request.get(`${site.url}${address}`);
    expect([address, reply.status()]).toEqual([address, 404]);
    expect(await reply.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  }
});

test('the application server says it is ready, and serves the page and the runtime file', async ({ request }) => {
  const ready = await request.get(`${site.url}/healthz`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, brands: 1, problems: [] });
  expect((await request.get(`${site.url}/m/home`)).status()).toBe(200);
  expect((await request.get(`${site.url}/runtime/whitelabel.json`)).status()).toBe(200);
});
