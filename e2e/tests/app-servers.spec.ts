// Decision 047 (issue 37 items 2 and 6): two application servers behind nginx, either of which answers any
// request, restarted by the topology's supervisor when one dies; the pages' beacons limited per client at nginx,
// in front of both, so two servers do not allow twice the rate.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EDGE_LIMITS, edgeBurst } from '../../scripts/lib/nginx-config.ts';
import { expect, test } from '../fixtures/test.ts';
import { apiLogin } from '../lib/api-login.ts';
import { type Site, sitePort, startSite } from '../lib/site.ts';

// one site for the file, in one worker: two workers would each start it on its port
test.describe.configure({ mode: 'serial' });

let site: Site;
test.beforeAll(async () => {
  site = await startSite(sitePort(480), { env: { APP_SERVERS: '2' } });
});
test.afterAll(async () => {
  await site?.stop();
});

/** A beacon POSTed from one loopback address: each is a client of its own to nginx. */
function beacon(pathname: string, from: string): Promise<number> {
  const port = Number(new URL(site.url).port);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathname, method: 'POST', localAddress: from }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end('{}');
  });
}

/** nginx's JSON access log of this test's site: one line per request, with the upstream that answered it. */
const accessLog = () =>
  readFileSync(path.join(tmpdir(), `wl-nginx-${new URL(site.url).port}`, 'access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string | number>);

test("a member's journey goes through both servers, request by request, and neither has to know the other's", async ({ page }) => {
  const from = accessLog().length;
  // signed in on the platform, the session in the tab; every page below a fresh load, through nginx's round robin. A
  // member's pages open (a guest would meet the gate): the session is the platform's and the tab's, no server's
  const session = await apiLogin(site.url, 'demo01', 'Demo@1234');
  await page.goto(`${site.url}/runtime/whitelabel.json`);
  await page.evaluate((s) => sessionStorage.setItem('wl.session', JSON.stringify(s)), session);
  for (const [address, remote] of [
    ['/m/home', 'mf-lobby'],
    ['/m/voucherCenter', 'mf-cashier'],
    ['/m/withdraw', 'mf-cashier'],
    ['/m/mine', 'mf-member'],
  ] as const) {
    await page.goto(`${site.url}${address}`);
    await expect(page.locator(`main [data-remote-page="${remote}"]`)).toBeVisible();
  }
  const apps = site.appUrls.map((url) => new URL(url).host);
  // the application servers' own answers (the pages and the runtime file), each from the server nginx chose
  const answered = accessLog()
    .slice(from)
    .filter((line) => /^\/m\/|^\/runtime\//.test(String(line.uri)))
    .map((line) => [line.uri, line.upstream, line.status]);
  expect(answered.length).toBeGreaterThanOrEqual(8);
  // a runtime file the tab holds already answers 304 from either server: both make the same file, to its ETag
  expect(answered.filter(([, , status]) => status !== 200 && status !== 304)).toEqual([]);
  expect(new Set(answered.map(([, upstream]) => upstream))).toEqual(new Set(apps));
});

test('an application server killed mid-journey: the player sees no error, the other serves, and it comes back', async ({
  page,
  request,
}) => {
  expect(site.appUrls).toHaveLength(2);
  for (const url of site.appUrls) expect((await request.get(`${url}/healthz`)).status()).toBe(200);
  const lobby = page.locator('main [data-remote-page="mf-lobby"]');
  await page.goto(`${site.url}/m/home`);
  await expect(lobby).toBeVisible();
  await site.killApp(0);
  // each a fresh load: the page and the runtime file are the application servers' answers, the first of them sent
  // to the dead one and passed on by nginx
  for (const address of ['/m/gameList', '/m/activity', '/m/home', '/m/notice']) {
    const reply = await page.goto(`${site.url}${address}`);
    expect([address, reply?.status()]).toEqual([address, 200]);
    // and nothing failed on the way: the fixture fails the test on any console error, a 502 or 503 among them
    await expect(lobby).toBeVisible();
  }
  await site.appsReady();
  for (const url of site.appUrls) expect((await request.get(`${url}/healthz`)).status()).toBe(200);
  // nginx's log says it: a JSON line per request with its id (which the servers log too, server/src/app.test.ts),
  // and the page requests after the kill answered by the server that lived, none with an error
  const lines = accessLog();
  expect(lines.every((line) => /^[0-9a-f]{32}$/.test(String(line.request_id)))).toBe(true);
  const pages = lines.filter((line) => line.uri === '/m/notice');
  expect(pages.map((line) => line.status)).toEqual([200]);
});

test("the beacons' limit holds per client at nginx, in front of both servers", async () => {
  // the first and a burst of ten seconds' worth pass at once, the rest of the same moment is refused at the edge.
  // What passes is the servers' to judge (no page token here: 403)
  const passing = 1 + edgeBurst(EDGE_LIMITS.reportsPerMinute);
  const first = await Promise.all(Array.from({ length: passing + 10 }, () => beacon('/ops/reports', '127.0.0.2')));
  expect(first.filter((status) => status === 403)).toHaveLength(passing);
  expect(first.filter((status) => status === 429)).toHaveLength(10);
  // another client is not held by the first one's spending
  expect(await beacon('/ops/reports', '127.0.0.3')).toBe(403);
});
