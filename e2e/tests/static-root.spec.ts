import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isInside, serveStatic } from '../../scripts/lib/static-server.ts';
import { expect, test } from '../fixtures/test.ts';

// The static server's root check (issue 13 finding 15): a containment by path segments and by real paths.

test('isInside compares path segments, not string prefixes', () => {
  expect(isInside('/srv/dist', '/srv/dist/a.js')).toBe(true);
  expect(isInside('/srv/dist', '/srv/dist')).toBe(true);
  expect(isInside('/srv/dist', '/srv/dist/..notes')).toBe(true);
  expect(isInside('/srv/dist', '/srv/dist-evil/a.js')).toBe(false);
  expect(isInside('/srv/dist', '/srv/dist/../dist-evil/a.js')).toBe(false);
  expect(isInside('/srv/dist', '/srv')).toBe(false);
  expect(isInside('/srv/dist', '/etc/passwd')).toBe(false);
});

test.describe('a served folder', () => {
  let base: string;
  let server: Server;
  let url: string;

  test.beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'wl-root-'));
    const root = path.join(base, 'root');
    mkdirSync(root);
    mkdirSync(path.join(base, 'root-evil'));
    writeFileSync(path.join(root, 'index.html'), '<p>site</p>');
    writeFileSync(path.join(root, '..notes.txt'), 'inside');
    writeFileSync(path.join(base, 'root-evil', 'secret.txt'), 'secret');
    writeFileSync(path.join(base, 'outside.txt'), 'secret');
    symlinkSync(path.join(base, 'outside.txt'), path.join(root, 'link.txt'));
    symlinkSync(path.join(base, 'root-evil'), path.join(root, 'evil-dir'));
    server = createServer((req, res) => serveStatic(req, res, { root }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server.close();
    rmSync(base, { recursive: true, force: true });
  });

  test('serves its own files, a name starting with two dots included', async () => {
    expect((await fetch(`${url}/index.html`)).status).toBe(200);
    expect(await (await fetch(`${url}/..notes.txt`)).text()).toBe('inside');
  });

  test('never serves a sibling folder whose name starts with the root, nor a link out of the root', async () => {
    for (const address of ['/../root-evil/secret.txt', '/%2e%2e/root-evil/secret.txt', '/link.txt', '/evil-dir/secret.txt']) {
      const reply = await fetch(`${url}${address}`);
      expect(reply.status, address).not.toBe(200);
      expect(await reply.text(), address).not.toContain('secret');
    }
  });
});
