import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Brand } from './brands.ts';
import { originManifests, releaseOrigin } from './release-origin.ts';
import { anyOf, routeRemotesOf, runtimeFileFor } from './runtime-file.ts';
import { brandFile, brandOf, storeOrigin } from './test-fixtures.ts';

const ORIGIN = 'http://khela24.localhost:8080';

/** The manifests of a store's releases as the servers read them (its origin's cache, asked first; decision 049). */
const storeManifests = async (dir: string, origin: string, versions: string[] = ['1.1.0', '1.2.0']) =>
  originManifests(
    await storeOrigin(
      dir,
      versions.map((version) => ['mf-cashier', version]),
    ),
    origin,
  );

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
  it('names each release by its manifest in the store, keeps a URL as it is, and reads the routes of each', async () => {
    const dir = store(['1.1.0']);
    const file = runtimeFileFor(brand({ remotes: { 'mf-cashier': '1.1.0', 'mf-lobby': 'http://{hostname}:8082/mf-manifest.json' } }), {
      origin: ORIGIN,
      hostname: 'khela24.localhost',
      read: await storeManifests(dir, ORIGIN),
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

  it("runs a preview's release for its remote, with its routes and no canary of that remote (issue 39)", async () => {
    const dir = store(['1.1.0', '1.2.0']);
    const read = anyOf(() => null, await storeManifests(dir, ORIGIN));
    const previewed = runtimeFileFor(
      brand({ remotes: { 'mf-cashier': '1.1.0' }, canary: { 'mf-cashier': { release: '1.2.0', share: 50 } } }),
      {
        origin: ORIGIN,
        hostname: 'khela24.localhost',
        read,
        preview: { remote: 'mf-cashier', release: '1.2.0' },
      },
    );
    expect(previewed.remotes['mf-cashier']).toBe(`${ORIGIN}/releases/mf-cashier/1.2.0/mf-manifest.json`);
    expect(previewed.releases['mf-cashier']).toBe('1.2.0');
    expect(previewed.routeManifests['mf-cashier']?.routes[0]?.key).toBe('deposit120');
    expect(previewed.canary).toEqual({});
    // a preview of a remote the brand does not run changes nothing
    const other = runtimeFileFor(brand({ remotes: { 'mf-cashier': '1.1.0' } }), {
      origin: ORIGIN,
      hostname: 'khela24.localhost',
      read,
      preview: { remote: 'mf-club', release: '1.0.0' },
    });
    expect(other.remotes).toEqual({ 'mf-cashier': `${ORIGIN}/releases/mf-cashier/1.1.0/mf-manifest.json` });
  });

  it("offers a canary with the candidate's manifest, share and routes; a share of 0 offers nothing", async () => {
    const dir = store(['1.1.0', '1.2.0']);
    const read = anyOf(() => null, await storeManifests(dir, ORIGIN));
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

  it("knows a brand's route keys and their remotes, its candidates' too, only where it can read every remote's routes", async () => {
    const dir = store(['1.1.0', '1.2.0']);
    const input = { origin: ORIGIN, hostname: 'khela24.localhost', read: await storeManifests(dir, ORIGIN) };
    const keys = (config: Partial<Brand['config']>) => routeRemotesOf(runtimeFileFor(brand(config), input));
    expect(keys({ remotes: { 'mf-cashier': '1.1.0' } })).toEqual(new Map([['deposit110', 'mf-cashier']]));
    expect(keys({ remotes: { 'mf-cashier': '1.1.0' }, canary: { 'mf-cashier': { release: '1.2.0', share: 10 } } })).toEqual(
      new Map([
        ['deposit110', 'mf-cashier'],
        ['deposit120', 'mf-cashier'],
      ]),
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

  it("reads a release under the page's own origin from the default origin, one elsewhere from there, and nothing else", async () => {
    const asked: string[] = [];
    const origin = releaseOrigin({
      origin: 'http://127.0.0.1:9',
      fetch: async (url) => {
        asked.push(url);
        return { status: 404 };
      },
    });
    const read = originManifests(origin, ORIGIN);
    for (const url of [
      `${ORIGIN}/releases/mf-cashier/1.1.0/mf-manifest.json`,
      'https://cdn.example/wl/releases/mf-cashier/1.1.0/mf-manifest.json',
      `${ORIGIN}/releases/mf-cashier/../../etc/mf-manifest.json`,
      `${ORIGIN}/releases/mf-cashier/latest/mf-manifest.json`,
      `${ORIGIN}/releases/mf-cashier/1.1.0/remoteEntry.js`,
      'http://{hostname}:8082/mf-manifest.json',
    ])
      expect(read(url)).toBeNull();
    await Promise.resolve();
    expect(asked).toEqual([
      'http://127.0.0.1:9/releases/mf-cashier/1.1.0/mf-manifest.json',
      'https://cdn.example/wl/releases/mf-cashier/1.1.0/mf-manifest.json',
    ]);
  });
});
