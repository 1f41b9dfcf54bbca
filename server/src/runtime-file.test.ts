import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Brand } from './brands.ts';
import { anyOf, routeKeysOf, runtimeFileFor, storeManifests } from './runtime-file.ts';
import { brandFile, brandOf } from './test-fixtures.ts';

const ORIGIN = 'http://khela24.localhost:8080';

/** A store with one release of mf-cashier per version, each declaring a route of its own. */
function store(versions: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  for (const version of versions) {
    mkdirSync(path.join(dir, 'mf-cashier', version), { recursive: true });
    const manifest = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        routeManifest: { remote: 'mf-cashier', routes: [{ key: `deposit${version.replaceAll('.', '')}`, path: '/m/voucherCenter' }] },
      },
      exposes: [],
    };
    writeFileSync(path.join(dir, 'mf-cashier', version, 'mf-manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const brand = (config: Partial<Brand['config']>): Brand => brandOf(brandFile('khela24', ['khela24.localhost'], {}, config));

describe('the runtime file a brand answers (issue 23)', () => {
  it('names each release by its manifest in the store, keeps a URL as it is, and reads the routes of each', () => {
    const dir = store(['1.1.0']);
    const file = runtimeFileFor(brand({ remotes: { 'mf-cashier': '1.1.0', 'mf-lobby': 'http://{hostname}:8082/mf-manifest.json' } }), {
      origin: ORIGIN,
      hostname: 'khela24.localhost',
      read: storeManifests(dir, ORIGIN),
    });
    expect(file.remotes).toEqual({
      'mf-cashier': `${ORIGIN}/releases/mf-cashier/1.1.0/mf-manifest.json`,
      'mf-lobby': 'http://{hostname}:8082/mf-manifest.json',
    });
    expect(file.releases).toEqual({ 'mf-cashier': '1.1.0', 'mf-lobby': null });
    expect(file.routeManifests['mf-cashier']?.routes[0]?.key).toBe('deposit110');
    expect(file).not.toHaveProperty('hosts');
    expect(file.canary).toEqual({});
  });

  it("offers a canary with the candidate's manifest, share and routes; a share of 0 offers nothing", () => {
    const dir = store(['1.1.0', '1.2.0']);
    const read = anyOf(() => null, storeManifests(dir, ORIGIN));
    const input = { origin: ORIGIN, hostname: 'khela24.localhost', read };
    const file = runtimeFileFor(
      brand({ remotes: { 'mf-cashier': '1.1.0' }, canary: { 'mf-cashier': { release: '1.2.0', share: 50 } } }),
      input,
    );
    expect(file.canary).toEqual({
      'mf-cashier': {
        url: `${ORIGIN}/releases/mf-cashier/1.2.0/mf-manifest.json`,
        release: '1.2.0',
        share: 50,
        routeManifest: { remote: 'mf-cashier', routes: [{ key: 'deposit120', path: '/m/voucherCenter' }] },
      },
    });
    expect(
      runtimeFileFor(brand({ remotes: { 'mf-cashier': '1.1.0' }, canary: { 'mf-cashier': { release: '1.2.0', share: 0 } } }), input).canary,
    ).toEqual({});
  });

  it("knows a brand's route keys, its candidates' too, only where it can read every remote's routes", () => {
    const dir = store(['1.1.0', '1.2.0']);
    const input = { origin: ORIGIN, hostname: 'khela24.localhost', read: storeManifests(dir, ORIGIN) };
    const keys = (config: Partial<Brand['config']>) => routeKeysOf(runtimeFileFor(brand(config), input));
    expect(keys({ remotes: { 'mf-cashier': '1.1.0' } })).toEqual(new Set(['deposit110']));
    expect(keys({ remotes: { 'mf-cashier': '1.1.0' }, canary: { 'mf-cashier': { release: '1.2.0', share: 10 } } })).toEqual(
      new Set(['deposit110', 'deposit120']),
    );
    // a remote on another host: its keys are not known here, so none can be refused
    expect(keys({ remotes: { 'mf-cashier': '1.1.0', 'mf-lobby': 'https://cdn.example/mf-lobby/mf-manifest.json' } })).toBeNull();
    expect(keys({ remotes: {} })).toBeNull();
  });

  it("takes the release store from the brand's own base (a CDN) when it names one", () => {
    const file = runtimeFileFor(brand({ remotes: { 'mf-cashier': '1.1.0' }, releasesBase: 'https://cdn.example/' }), {
      origin: ORIGIN,
      hostname: 'khela24.localhost',
      read: () => null,
    });
    expect(file.remotes['mf-cashier']).toBe('https://cdn.example/releases/mf-cashier/1.1.0/mf-manifest.json');
  });

  it("reads the store only for the page's own origin and a well-formed release", () => {
    const read = storeManifests(store(['1.1.0']), ORIGIN);
    expect(read(`${ORIGIN}/releases/mf-cashier/1.1.0/mf-manifest.json`)).not.toBeNull();
    expect(read('http://other.localhost:8080/releases/mf-cashier/1.1.0/mf-manifest.json')).toBeNull();
    expect(read(`${ORIGIN}/releases/mf-cashier/../../etc/mf-manifest.json`)).toBeNull();
    expect(read(`${ORIGIN}/releases/mf-cashier/latest/mf-manifest.json`)).toBeNull();
  });
});
