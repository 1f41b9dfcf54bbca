import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { STARTUP_CALLS } from '../../shared/src/config/startup-calls.ts';
import { criticalPathTags, type RemoteManifest, routeOwner, withScriptNonce } from '../../scripts/lib/critical-path.ts';
import { expect, test } from '../fixtures/test.ts';
import { BASE_PORT } from '../playwright.config.ts';

const whitelabel = {
  merchantCode: 'BDWL',
  apiBase: '',
  remotes: { 'mf-auth': 'http://{hostname}:9001/mf-manifest.json', 'mf-lobby': 'https://cdn.example/lobby/mf-manifest.json' },
};
const titles = { bn: 'পাতা', en: 'Page' };
const authManifest: RemoteManifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    routeManifest: {
      remote: 'mf-auth',
      routes: [
        { key: 'login', path: '/m/login', module: './LoginPage', titles },
        { key: 'register', path: '/m/register', aliases: ['/register.html'], module: './RegisterPage', titles },
      ],
    },
  },
  exposes: [{ path: './LoginPage', assets: { js: { sync: ['login.1.js'] }, css: { sync: ['login.1.css'] } } }],
};
/** the server reads the manifests of the remotes it serves (here mf-auth's), not the CDN's */
const served = (manifest: RemoteManifest | null) => (url: string) => (url.includes(':9001/') ? manifest : null);
const tagsFor = (pathname: string, manifest: RemoteManifest | null = authManifest) =>
  criticalPathTags({
    pathname,
    hostname: 'm.example',
    whitelabel,
    startup: { js: ['549.a.js'], css: ['549.a.css'] },
    manifest: served(manifest),
  });

test('the server finds the route of an address in the route manifests of the remotes it serves: aliases and a trailing slash reach their page', () => {
  const owner = (pathname: string) => routeOwner(pathname, whitelabel, 'm.example', served(authManifest));
  expect(owner('/m/login/')).toMatchObject({ remote: 'mf-auth', module: './LoginPage' });
  expect(owner('/register.html')).toMatchObject({ remote: 'mf-auth', module: './RegisterPage' });
  // the lobby is on a CDN: its routes are the shell's to read
  expect(owner('/m/home')).toBeNull();
  expect(owner('/m/nowhere')).toBeNull();
});

test('a page’s hints: the start’s calls and chunks, and its remote’s manifest, entry and page files', () => {
  const tags = tagsFor('/m/login').join('\n');
  expect(tags).toContain('"merchant":"BDWL"');
  expect(tags).toContain('/wps/system/status');
  // the start's files are preloaded by the script, after the calls (tags would go first)
  expect(tags).toContain('"preload":[["/549.a.css","style"],["/549.a.js","script"]]');
  expect(tags).not.toContain('<link rel="preload" href="/549.a.js"');
  // {hostname} is the page's host; the manifest is fetched with CORS, the scripts without
  expect(tags).toContain('<link rel="preconnect" href="http://m.example:9001">');
  expect(tags).toContain('<link rel="preconnect" href="http://m.example:9001" crossorigin>');
  expect(tags).toContain('<link rel="preload" href="http://m.example:9001/mf-manifest.json" as="fetch" crossorigin>');
  expect(tags).toContain('<link rel="preload" href="http://m.example:9001/remoteEntry.js" as="script">');
  // the page's hashed chunks go to the HTTP cache (a failed preload would stick), the entry is preloaded
  expect(tags).toContain('"warm":["http://m.example:9001/login.1.css","http://m.example:9001/login.1.js"]');
});

test('a remote whose routes this server cannot read gets its manifest preloaded on every page (the shell reads its routes there); a served one only on its pages', () => {
  const cdn = '<link rel="preload" href="https://cdn.example/lobby/mf-manifest.json" as="fetch" crossorigin>';
  for (const address of ['/m/home', '/m/nowhere', '/m/login']) expect(tagsFor(address).join('\n')).toContain(cdn);
  expect(tagsFor('/m/home').join('\n')).not.toContain('remoteEntry.js');
  expect(tagsFor('/m/nowhere').join('\n')).not.toContain('9001/mf-manifest.json');
});

test('a hostile value in the runtime file cannot close the inline script', () => {
  const tags = criticalPathTags({
    pathname: '/m/nowhere',
    hostname: 'localhost',
    whitelabel: { ...whitelabel, merchantCode: '</script><script>alert(1)</script>' },
    startup: null,
    manifest: () => null,
  });
  expect(tags[0]!.match(/<\/script>/g)).toHaveLength(1);
});

/** A raw request (fetch would decompress and hide the encoding). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('the served page carries the hints of its route, compressed', async ({ baseURL }) => {
  const page = await rawGet(`${baseURL}/m/gameList`, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(page.headers['content-encoding']).toBe('br');
  expect(page.headers.vary).toBe('Accept-Encoding');
  expect(Number(page.headers['content-length'])).toBe(page.body.length);
  const html = brotliDecompressSync(page.body).toString();
  expect(html).toContain(`<link rel="preload" href="http://localhost:${BASE_PORT + 2}/mf-manifest.json" as="fetch" crossorigin>`);
  expect(html).toContain(`<link rel="preload" href="http://localhost:${BASE_PORT + 2}/remoteEntry.js" as="script">`);
  expect(html).toMatch(new RegExp(`"http://localhost:${BASE_PORT + 2}/__federation_expose_GameListPage\\.[0-9a-f]+\\.js"`));
  expect(html).toContain('__wlEarlyCalls');
  // the shell's entry first of all (a deferred script would be fetched last, at low priority)
  expect(html).toMatch(/<meta charset="utf-8"><link rel="preload" href="\/main\.[0-9a-f]+\.js" as="script" fetchpriority="high">/);
  // the policy admits no inline script but this one, by its nonce
  const nonce = html.match(/<script nonce="([^"]+)">/)?.[1];
  expect(nonce).toBeTruthy();
  expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  const again = brotliDecompressSync((await rawGet(`${baseURL}/m/gameList`, { 'Accept-Encoding': 'br' })).body).toString();
  expect(again).not.toContain(`nonce="${nonce}"`);
});

test('the nonce joins the policy’s script-src and nothing else', () => {
  expect(withScriptNonce("default-src 'self'; script-src 'self' http://r:1; style-src 'self'", 'abc')).toBe(
    "default-src 'self'; script-src 'self' http://r:1 'nonce-abc'; style-src 'self'",
  );
  expect(withScriptNonce("default-src 'self'", 'abc')).toBe("default-src 'self'");
});

test('static files: brotli or gzip as accepted, Vary always, images as they are', async ({ baseURL }) => {
  const js = (await rawGet(`${baseURL}/m/home`)).body.toString().match(/src="(\/main\.[0-9a-f]+\.js)"/)![1];
  const br = await rawGet(`${baseURL}${js}`, { 'Accept-Encoding': 'br' });
  const gzip = await rawGet(`${baseURL}${js}`, { 'Accept-Encoding': 'gzip' });
  const plain = await rawGet(`${baseURL}${js}`);
  expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
    'br',
    'gzip',
    undefined,
  ]);
  expect([br, gzip, plain].map((r) => r.headers.vary)).toEqual(['Accept-Encoding', 'Accept-Encoding', 'Accept-Encoding']);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  // the generated art is SVG, text: compressed as the pages are (decision 017)
  const image = await rawGet(`${baseURL}/assets/img/banner/welcome-bonus.svg`, { 'Accept-Encoding': 'gzip, br' });
  expect(image.status).toBe(200);
  expect(image.headers['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('each start-up call goes to the network once: the page’s early call is the shell’s, in either language', async ({ page }) => {
  const calls: string[] = [];
  const startup: string[] = Object.values(STARTUP_CALLS);
  page.on('request', (r) => {
    if (startup.includes(new URL(r.url()).pathname)) calls.push(new URL(r.url()).pathname);
  });
  await page.goto('/m/login');
  await expect(page.locator('[data-remote-page="mf-auth"]')).toBeVisible();
  expect(calls.sort()).toEqual([...startup].sort());

  calls.length = 0;
  await page.evaluate(() => localStorage.setItem('wl.language', 'en'));
  await page.reload();
  await expect(page.locator('[data-remote-page="mf-auth"]')).toBeVisible();
  expect(calls).toHaveLength(3);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
