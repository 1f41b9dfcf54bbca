// Issue 28: the site as operators host it (decision 032). nginx sends a remote release's files as they were written
// at release time (their brotli and gzip copies), with the headers of docs/security.md; nothing outside the store
// is sent; the application server sees the player's address, not nginx's; and with the application server
// stopped, the static releases are still served while the page says that the site is briefly unavailable, and
// comes back by itself.
import { readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '../fixtures/test.ts';
import { type BrandSite, REMOTES, startBrands, testBrand, testStore } from '../lib/brands.ts';
import { ROOT, sitePort } from '../lib/site.ts';

test.describe.configure({ mode: 'serial' });

const VERSION = '9.0.0-e2e';
const HOST = 'khela24.localhost';
let site: BrandSite;
let store: string;
let release: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  store = testStore(Object.fromEntries(REMOTES.map((remote) => [remote, [VERSION]])));
  release = path.join(store, 'mf-cashier', VERSION);
  // a link out of the store, a hidden file, and a folder beside the store whose name starts with the store's
  writeFileSync(`${store}-evil.txt`, 'secret');
  symlinkSync(`${store}-evil.txt`, path.join(release, 'link.js'));
  writeFileSync(path.join(release, '.hidden.js'), 'secret');
  const pins = Object.fromEntries(REMOTES.map((remote) => [remote, VERSION]));
  site = await startBrands(sitePort(390), [testBrand('khela24', [HOST, '127.0.0.1'], pins)], store);
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(`${store}-evil.txt`, { force: true });
});

/** A GET through the site as a browser asking for one encoding; the body as sent (not decoded). */
function get(pathname: string, encoding: string, headers: Record<string, string> = {}, localAddress?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: site.port, path: pathname, localAddress, headers: { 'Accept-Encoding': encoding, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
  });
}

// First in this file: nginx sent the first hashed files without their copies while disable_symlinks was on for them
// (deploy/nginx/site.conf). Every start-up file is asked for, so that one worker's failure cannot hide.
test("the shell's files: hashed ones immutable, the worker asked again each time with its own policy", async () => {
  const startup = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/startup-assets.json'), 'utf8')) as { js: string[] };
  for (const file of startup.js) expect((await get(`/${file}`, 'br')).headers['content-encoding'], file).toBe('br');
  const hashed = await get(`/${startup.js[0]}`, 'br');
  expect(hashed.status).toBe(200);
  expect(hashed.headers['content-encoding']).toBe('br');
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(hashed.headers['x-content-type-options']).toBe('nosniff');
  // the entry's copy the browser accepts, or the file itself, each with Vary (the build writes the copies where they
  // shrink the file, as they do the entry: precompress.test.ts)
  const entry = readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8').match(/src="(\/main\.[0-9a-f]+\.js)"/)![1]!;
  const br = await get(entry, 'br');
  const gzip = await get(entry, 'gzip');
  const plain = await get(entry, 'identity');
  expect([br, gzip, plain].map((reply) => reply.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
  for (const reply of [br, gzip, plain]) expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  const worker = await get('/sw.js', 'gzip');
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self'; connect-src *");
});

test("a remote release's files: the copies written at release time, immutable, never sniffed, readable by any origin", async () => {
  const chunk = readdirSync(release).find((name) => /\.[0-9a-f]{8}\.js$/.test(name))!;
  for (const file of ['remoteEntry.js', 'mf-manifest.json', chunk]) {
    const local = path.join(release, file);
    for (const [encoding, sent] of [
      ['br', `${local}.br`],
      ['gzip', `${local}.gz`],
      ['identity', local],
    ] as const) {
      const reply = await get(`/releases/mf-cashier/${VERSION}/${file}`, encoding);
      expect(reply.status, `${file} ${encoding}`).toBe(200);
      expect(reply.headers.server, file).toMatch(/^nginx/);
      // the bytes of the copy on disk: nothing was compressed for this request. Once in a clean clone the brotli
      // copy of remoteEntry.js was not what came (not reproduced in 146 runs, 140 with a core busy): the message says what came instead.
      const came = `${file} ${encoding}: ${reply.body.length} bytes came as ${String(reply.headers['content-encoding'])}; the copy on disk has ${readFileSync(sent).length}`;
      expect(reply.body.equals(readFileSync(sent)), came).toBe(true);
      expect(reply.headers['content-encoding'], `${file} ${encoding}`).toBe(encoding === 'identity' ? undefined : encoding);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(statSync(`${local}.br`).size).toBeLessThan(statSync(local).size);
  }
  // a browser that has it asks again only to hear that it is the same
  const first = await get(`/releases/mf-cashier/${VERSION}/remoteEntry.js`, 'br');
  const again = await get(`/releases/mf-cashier/${VERSION}/remoteEntry.js`, 'br', { 'If-None-Match': String(first.headers.etag) });
  expect(again.status).toBe(304);
});

/** The status line of a request sent as raw bytes (no client cleans its path). */
function raw(pathname: string): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    const socket = net.connect(site.port, '127.0.0.1', () =>
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (c) => (data += c.toString('latin1')));
    socket.on('close', () => resolve(data));
  });
}

test('nothing outside the store is sent: no link out of it, no hidden file, no malformed release, no climbing out', async () => {
  const storeName = path.basename(store);
  for (const address of [
    `/releases/mf-cashier/${VERSION}/link.js`,
    `/releases/mf-cashier/${VERSION}/.hidden.js`,
    '/releases/mf-cashier/latest/remoteEntry.js',
    `/releases/Mf-Cashier/${VERSION}/remoteEntry.js`,
    `/releases/mf-cashier/${VERSION}/../../../${storeName}-evil.txt`,
    `/releases/mf-cashier/${VERSION}/%2e%2e/%2e%2e/%2e%2e/${storeName}-evil.txt`,
    `/releases/..%2f..%2f${storeName}-evil.txt`,
  ]) {
    const reply = await raw(address);
    expect(reply, address).not.toMatch(/^HTTP\/1\.1 200/);
    expect(reply, address).not.toContain('secret');
  }
});

test('a file replaced while it is served never takes nginx down', async () => {
  const file = path.join(release, 'race.js');
  const statuses = new Set<number>();
  for (let i = 0; i < 60; i++) {
    writeFileSync(file, `console.log(${i});`.repeat(2000));
    const pending = get(`/releases/mf-cashier/${VERSION}/race.js`, 'identity').then(
      (r) => statuses.add(r.status),
      () => statuses.add(0),
    );
    if (i % 2) rmSync(file, { force: true });
    await pending;
  }
  writeFileSync(file, 'ok');
  expect((await get(`/releases/mf-cashier/${VERSION}/race.js`, 'identity')).status).toBe(200);
  expect([...statuses].every((s) => [0, 200, 404].includes(s))).toBe(true);
  rmSync(file);
});

test("the application server sees the player's address, as nginx does: another address cannot pass for this machine", async () => {
  const claims = { 'X-Real-IP': '127.0.0.1', 'X-Forwarded-For': '127.0.0.1' };
  for (const address of ['/ops/health.json', '/dev/outbox']) {
    // 127.0.0.2 is this machine's loopback too, but not the address the operator pages trust: another client
    expect((await get(address, 'identity', claims, '127.0.0.2')).status, address).toBe(403);
    expect((await get(address, 'identity', {}, '127.0.0.1')).status, address).toBe(200);
  }
});

test("the application server's metrics are not the public's: nginx answers /metrics 404, whatever the host and address (decision 046)", async () => {
  for (const headers of [{}, { Host: HOST }, { Host: `127.0.0.1:${site.port}` }] as Record<string, string>[])
    for (const address of ['/metrics', '/metrics?x=1', '//metrics', '/%6detrics']) {
      const reply = await get(address, 'identity', headers, '127.0.0.1');
      expect([address, reply.status]).toEqual([address, 404]);
      expect(reply.body.toString()).not.toContain('wl_');
    }
});

test('the application server stopped: the static releases still served, the page says so in both languages and comes back', async ({
  page,
  allowPageErrors,
}) => {
  test.setTimeout(60_000);
  // the test stops the application server: the page's 503 is what it checks
  allowPageErrors(/^console: Failed to load resource: the server responded with a status of 503 /);
  await site.stopApp();
  try {
    const down = await get('/m/home', 'identity', { Host: HOST });
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('15');
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.headers['content-type']).toMatch(/^text\/html/);
    // what a page already loaded needs goes on being served
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const reply = await get(`/releases/mf-lobby/${VERSION}/${file}`, 'br');
      expect(reply.status, file).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // the runtime file answers 503 (the shell shows its start-failed screen); the platform is a process of its own
    // (decision 045) and goes on answering its calls
    const runtimeFile = await get('/runtime/whitelabel.json', 'identity', { Host: HOST });
    expect(runtimeFile.status).toBe(503);
    expect(JSON.parse(runtimeFile.body.toString())).toMatchObject({ success: false, errorCode: 'service_unavailable' });
    expect((await get('/dev/outbox', 'identity', {}, '127.0.0.1')).status).toBe(200);

    await page.goto(`${site.url(HOST)}/m/home`);
    await expect(page.getByRole('heading', { name: 'সাইটটি কিছুক্ষণের জন্য বন্ধ আছে' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The site is briefly unavailable' })).toBeVisible();
  } finally {
    await site.startApp();
  }
  // a tap on the page's retry brings the site back; nginx tries a server it saw refuse again after a second
  // (decision 047), so a tap in that second gets the same page, and the player taps again
  const lobby = page.locator('[data-remote-page="mf-lobby"]');
  await expect(async () => {
    await page.getByRole('link', { name: 'আবার চেষ্টা করুন' }).click();
    await expect(lobby).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/m\/home$/);
});
