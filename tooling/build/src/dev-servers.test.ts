import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { devApiUrl, devPort, devRuntimeFile, devWhitelabelFile } from './dev-servers.ts';

describe('dev servers', () => {
  it('puts the shell on DEV_PORT (3000 by default) and each remote on the next ports', () => {
    expect(devPort('shell', {})).toBe(3000);
    expect(devPort('mf-auth', {})).toBe(3001);
    expect(devPort('mf-agent', {})).toBe(3005);
    expect(devPort('mf-lobby', { DEV_PORT: '8370' })).toBe(8372);
  });

  it('refuses a part it has no port for, instead of colliding', () => {
    expect(() => devPort('mf-unknown', {})).toThrow(/no dev port for mf-unknown/);
  });

  it('puts the one server started on DEV_SERVER_PORT, a remote of the table or not', () => {
    expect(devPort('mf-unknown', { DEV_SERVER_PORT: '8399' })).toBe(8399);
    expect(devPort('mf-agent', { DEV_PORT: '8370', DEV_SERVER_PORT: '8399' })).toBe(8399);
  });

  it('proxies to the dev API on 8090 unless DEV_API says otherwise', () => {
    expect(devApiUrl({})).toBe('http://localhost:8090');
    expect(devApiUrl({ DEV_API: 'http://localhost:8399' })).toBe('http://localhost:8399');
  });

  it('serves the whitelabel file with every remote on its dev server, keeping the rest', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wl-build-')), 'whitelabel.json');
    writeFileSync(file, JSON.stringify({ merchantCode: 'BDWL', remotes: { 'mf-auth': 'http://{hostname}:8081/mf-manifest.json' } }));
    const runtime = JSON.parse(devRuntimeFile(file, { DEV_PORT: '4000' }));
    expect(runtime.merchantCode).toBe('BDWL');
    expect(runtime.remotes).toEqual({
      'mf-auth': 'http://{hostname}:4001/mf-manifest.json',
      'mf-lobby': 'http://{hostname}:4002/mf-manifest.json',
      'mf-cashier': 'http://{hostname}:4003/mf-manifest.json',
      'mf-member': 'http://{hostname}:4004/mf-manifest.json',
      'mf-agent': 'http://{hostname}:4005/mf-manifest.json',
    });
  });

  it("answers khela24's file by default, WHITELABEL_FILE's when set, and none where the checkout has no brand files", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'wl-root-'));
    expect(devWhitelabelFile({}, root)).toBeNull();
    mkdirSync(path.join(root, 'config/whitelabels'), { recursive: true });
    writeFileSync(path.join(root, 'config/whitelabels/khela24.json'), '{}');
    writeFileSync(path.join(root, 'config/whitelabels/bdplay.json'), '{}');
    expect(devWhitelabelFile({}, root)).toBe(path.join(root, 'config/whitelabels/khela24.json'));
    expect(devWhitelabelFile({ WHITELABEL_FILE: 'config/whitelabels/bdplay.json' }, root)).toBe(
      path.join(root, 'config/whitelabels/bdplay.json'),
    );
    expect(devWhitelabelFile({ WHITELABEL_FILE: 'config/whitelabels/missing.json' }, root)).toBeNull();
  });

  it("finds this repository's brand files", () => {
    expect(devWhitelabelFile({})).toMatch(/config\/whitelabels\/khela24\.json$/);
  });
});
