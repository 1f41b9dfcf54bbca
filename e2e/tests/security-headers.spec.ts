// Issue 13 finding 9: the security headers of every origin, a Content-Security-Policy that blocks nothing
// of the product, and no framing by another origin (docs/security.md).
import { test, expect } from '../fixtures/test.ts';
import { watchCsp } from '../lib/csp-watch.ts';
import { sitePort, startSite } from '../lib/site.ts';

// the journeys visit several pages each, on a machine that may be busy
test.describe.configure({ timeout: 60_000 });

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

test("the shell's page: a policy without inline scripts, the remotes' origins from the runtime file, no framing", async ({ request }) => {
  const reply = await request.get('/m/home');
  expect(reply.status()).toBe(200);
  const headers = reply.headers();
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const csp = directives(headers['content-security-policy'] ?? '');
  const remotes = [1, 2, 3, 4, 5].map((i) => `http://localhost:${sitePort(i)}`);
  // beside the files, only the page's one inline script (the critical path's, server/src/page/critical-path.ts) by its nonce
  expect(csp['script-src']?.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'", ...remotes]);
  expect(csp['script-src']?.filter((s) => s.startsWith("'nonce-"))).toHaveLength(1);
  expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", ...remotes]));
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['worker-src']).toEqual(["'self'"]);
  expect(csp['manifest-src']).toEqual(["'self'"]);
  expect(csp['frame-src']).toContain("'self'");
  expect(JSON.stringify(csp['script-src'])).not.toMatch(/unsafe/);
});

test("an operator's edit of the runtime file changes the policy on the next request", async ({ request }) => {
  const port = sitePort(240);
  const site = await startSite(port);
  try {
    const policy = async () => directives((await request.get(`${site.url}/m/home`)).headers()['content-security-policy'] ?? '');
    expect((await policy())['frame-src']).toEqual(["'self'"]);
    const w = site.readWhitelabel();
    w.remotes['mf-lobby'] = 'https://lobby.cdn.example/v42/mf-manifest.json';
    w.apiBase = 'https://api.example.com';
    w.imageCdns = ['https://img.example.net/x'];
    w.contentSecurity = { frameSrc: ['https://games.vendor.example/launch'], connectSrc: ['https://chat.example.org'] };
    site.writeWhitelabel(w);
    const csp = await policy();
    expect(csp['script-src']).toContain('https://lobby.cdn.example');
    expect(csp['script-src']).not.toContain(`http://localhost:${port + 2}`);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://api.example.com', 'https://chat.example.org']));
    expect(csp['img-src']).toContain('https://img.example.net');
    expect(csp['frame-src']).toEqual(["'self'", 'https://games.vendor.example']);
  } finally {
    await site.stop();
  }
});

test("each remote's origin: never sniffed, never framed, readable by the shell's page", async ({ request }) => {
  for (const i of [1, 2, 3, 4, 5]) {
    const reply = await request.get(`http://localhost:${sitePort(i)}/mf-manifest.json`, { headers: { Origin: 'http://localhost' } });
    expect(reply.status()).toBe(200);
    const headers = reply.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['access-control-allow-origin']).toBe('*');
  }
});

test('another origin cannot frame the app', async ({ page, baseURL }) => {
  // a page of another origin (served by the test) that frames the site
  await page.route('http://framer.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe name="app" src="${baseURL}/m/home"></iframe>` }),
  );
  await page.goto('http://framer.test/', { waitUntil: 'load' });
  const frame = page.frame({ name: 'app' })!;
  // the browser refused the document: the frame holds its error page, not the site
  expect(frame.url()).not.toContain('/m/home');
  await expect(frame.locator('#root')).toHaveCount(0);
});

test("the dev API's pages carry the site's protections: a policy, no framing, no sniffing (issue 21 finding 5)", async ({ request }) => {
  const pages: [path: string, framedBySite: boolean][] = [
    ['/dev/cashier', false],
    ['/dev/gateway/pay?session=nope', false],
    ['/dev-idp/authorize?provider=google', false],
    ['/dev/play/PG/pg-001?lang=EN', true],
  ];
  for (const [path, framedBySite] of pages) {
    const reply = await request.get(path);
    const headers = reply.headers();
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp['default-src'], path).toEqual(["'none'"]);
    expect(csp['frame-ancestors'], path).toEqual([framedBySite ? "'self'" : "'none'"]);
    expect(csp['script-src']?.join(' ') ?? '', path).not.toContain('unsafe-inline');
    expect(headers['x-frame-options'], path).toBe(framedBySite ? 'SAMEORIGIN' : 'DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test("another origin cannot frame the operator's queue", async ({ page, baseURL }) => {
  await page.route('http://framer.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe name="ops" src="${baseURL}/dev/cashier"></iframe>` }),
  );
  await page.goto('http://framer.test/', { waitUntil: 'load' });
  const frame = page.frame({ name: 'ops' })!;
  await expect(frame.getByRole('button')).toHaveCount(0);
  // the same page opened on its own works: its form posts and its styles are admitted by the policy
  await page.goto('/dev/cashier');
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test('guest journeys: home, games, promotions, notices and login run with no policy violation', async ({ page, pageErrors }) => {
  const csp = await watchCsp(page);
  await page.goto('/m/home');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.goto('/m/activity');
  await expect(page.getByTestId('promotion-list').getByRole('link').first()).toBeVisible();
  await page.goto('/m/activityDetail?id=1007');
  await expect(page.getByTestId('promotion-detail')).toContainText('অ্যাপ ডাউনলোড করুন, ৳২২২ ফ্রি');
  await page.goto('/m/notice');
  await expect(page.getByTestId('notice-list').getByRole('button').first()).toBeVisible();
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'লগইন' }).last()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(csp.violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('member journeys: member centre, deposit, withdraw and a game in its frame run with no policy violation', async ({
  page,
  login,
  pageErrors,
}) => {
  const csp = await watchCsp(page);
  await login();
  await page.goto('/m/member/home');
  await expect(page.locator('[data-remote-page="mf-member"]')).toBeVisible({ timeout: 15_000 });
  await page.goto('/m/voucherCenter');
  await expect(page.locator('[data-remote-page="mf-cashier"]')).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.goto('/m/withdraw');
  await expect(page.locator('[data-remote-page="mf-cashier"]')).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByTestId('game-tile').first();
  const name = (await tile.getByTestId('game-name').textContent())!;
  await tile.getByRole('button', { name: `${name} খেলুন` }).click();
  await expect(page.frameLocator('iframe').locator('[data-testid="dev-game"] h1')).toHaveText(name);
  expect(csp.violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('agent journeys: agent home and the team charts run with no policy violation', async ({ page, login, pageErrors }) => {
  const csp = await watchCsp(page);
  await login('agent01', 'Agent@1234');
  await page.goto('/m/agent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/m/agent/team/overview');
  await expect(page.locator('[data-remote-page="mf-agent"]')).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(csp.violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});
