import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type OriginAnswer, originManifests, releaseOrigin } from './release-origin.ts';
import { releaseOfPath } from './releases.ts';
import { type ManifestReader, type RemoteManifest, runtimeFileFor } from './runtime-file.ts';
import { bannerScreen, brandFile, brandOf, widgetsManifest } from './test-fixtures.ts';

// The releases' origin as the application servers read it (decision 049): each answer checked against its schema,
// a manifest read once kept for good, a 404 or a failure asked again after a while, one question per URL at a time.

const ORIGIN = 'http://releases.test';
const URL_110 = `${ORIGIN}/releases/mf-widgets/1.1.0/mf-manifest.json`;

/** An origin answering from a table (URL -> answer, or a function of the call), with its clock and what it was asked. */
function fakeOrigin(answers: Record<string, OriginAnswer | (() => Promise<OriginAnswer>)>, options: { timeoutMs?: number } = {}) {
  const state = { clock: 0, asked: [] as string[] };
  const origin = releaseOrigin({
    origin: ORIGIN,
    retryMs: 5_000,
    now: () => state.clock,
    log: () => {},
    ...options,
    fetch: async (url) => {
      state.asked.push(url);
      const answer = answers[url];
      if (typeof answer === 'function') return answer();
      return answer ?? { status: 404 };
    },
  });
  return { state, origin };
}
const json = (value: unknown): OriginAnswer => ({ status: 200, body: JSON.stringify(value) });
/** Lets the background questions a synchronous read started settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a release's manifest from its origin", () => {
  it('is asked once and then read from the cache, synchronously; two uses at once share one question', async () => {
    const { state, origin } = fakeOrigin({ [URL_110]: json(widgetsManifest) });
    expect(origin.manifest(URL_110)).toBeNull();
    expect(origin.presence(URL_110)).toBe('pending');
    expect(await Promise.all([origin.load(URL_110), origin.load(URL_110)])).toEqual(['present', 'present']);
    expect(origin.manifest(URL_110)).toEqual(widgetsManifest);
    expect(origin.presence(URL_110)).toBe('present');
    expect(state.asked).toEqual([URL_110]);
  });

  it('keeps a release read once for good: a release is never written twice; only the health check asks again', async () => {
    let served: OriginAnswer = json(widgetsManifest);
    const { state, origin } = fakeOrigin({ [URL_110]: async () => served });
    await origin.load(URL_110);
    served = { status: 503 };
    state.clock += 365 * 24 * 3600 * 1000;
    expect(origin.manifest(URL_110)).toEqual(widgetsManifest);
    expect(await origin.load(URL_110)).toBe('present');
    await settle();
    expect(state.asked).toHaveLength(1);
    // the health page asks now (a damaged store), and the runtime files go on with what was read
    served = { status: 404 };
    expect(await origin.check(URL_110)).toBe('absent');
    expect(origin.manifest(URL_110)).toEqual(widgetsManifest);
    expect(state.asked).toHaveLength(2);
  });

  it('believes a 404 for 5 s, then asks again on the next use; a release published meanwhile is then read', async () => {
    let served: OriginAnswer = { status: 404 };
    const { state, origin } = fakeOrigin({ [URL_110]: async () => served });
    expect(await origin.load(URL_110)).toBe('absent');
    const before = origin.generation();
    served = json(widgetsManifest);
    state.clock += 4_999;
    expect(origin.presence(URL_110)).toBe('absent');
    expect(await origin.load(URL_110)).toBe('absent');
    expect(state.asked).toHaveLength(1);
    state.clock += 1;
    // a synchronous use answers what is known and asks in the background
    expect(origin.manifest(URL_110)).toBeNull();
    await settle();
    expect(origin.manifest(URL_110)).toEqual(widgetsManifest);
    expect(state.asked).toHaveLength(2);
    expect(origin.generation()).toBeGreaterThan(before);
  });

  it('gives up on an origin that does not answer in time, and asks again after 5 s', async () => {
    const hanging = () => new Promise<OriginAnswer>(() => {});
    const { state, origin } = releaseOriginHanging(hanging);
    const started = performance.now();
    expect(await origin.load(URL_110)).toBe('failed');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(origin.why(URL_110)).toBe('no answer in 50 ms');
    expect(origin.manifest(URL_110)).toBeNull();
    state.clock += 5_000;
    expect(origin.manifest(URL_110)).toBeNull();
    expect(state.asked).toHaveLength(2);
    // the question the read started is the one a load waits for
    expect(await origin.load(URL_110)).toBe('failed');
    expect(state.asked).toHaveLength(2);
  });

  it('refuses an answer its schema refuses: not JSON, or JSON that is not a manifest, counts as no answer', async () => {
    const notJson = `${ORIGIN}/releases/mf-widgets/1.2.0/mf-manifest.json`;
    const notManifest = `${ORIGIN}/releases/mf-widgets/1.3.0/mf-manifest.json`;
    const badRoutes = `${ORIGIN}/releases/mf-widgets/1.4.0/mf-manifest.json`;
    const { origin } = fakeOrigin({
      [notJson]: { status: 200, body: '<html>a CDN error page</html>' },
      [notManifest]: json({ hello: 'world' }),
      [badRoutes]: json({
        ...widgetsManifest,
        metaData: { ...widgetsManifest.metaData, routeManifest: { remote: 'x', routes: [{ key: 1 }] } },
      }),
      [`${ORIGIN}/releases/mf-widgets/1.5.0/mf-manifest.json`]: { status: 500 },
    });
    expect(await origin.load(notJson)).toBe('failed');
    expect(origin.why(notJson)).toBe('answered something that is not JSON');
    expect(await origin.load(notManifest)).toBe('failed');
    expect(origin.why(notManifest)).toMatch(/^answered JSON that is not one \(metaData /);
    expect(await origin.load(badRoutes)).toBe('failed');
    expect(origin.why(badRoutes)).toMatch(/metaData\.routeManifest\.routes\.0\.key/);
    expect(origin.manifest(badRoutes)).toBeNull();
    expect(await origin.load(`${ORIGIN}/releases/mf-widgets/1.5.0/mf-manifest.json`)).toBe('failed');
  });

  it("reads a release's record, checked the same way", async () => {
    const record = {
      remote: 'mf-widgets',
      version: '1.1.0',
      commit: 'c0ffee',
      builtAt: '2026-12-05T08:00:00.000Z',
      shared: { react: '^19.0.0' },
      routes: null,
      files: ['remoteEntry.js'],
    };
    const { origin } = fakeOrigin({
      [`${ORIGIN}/releases/mf-widgets/1.1.0/release.json`]: json(record),
      [`${ORIGIN}/releases/mf-widgets/1.2.0/release.json`]: json({ ...record, version: 'latest' }),
    });
    expect(await origin.record(undefined, 'mf-widgets', '1.1.0')).toEqual(record);
    expect(await origin.record(undefined, 'mf-widgets', '1.2.0')).toBeNull();
    expect(await origin.record(undefined, 'mf-widgets', '9.9.9')).toBeNull();
  });
});

/** An origin whose questions never answer but by their timeout (50 ms). */
function releaseOriginHanging(hanging: () => Promise<OriginAnswer>) {
  const state = { clock: 0, asked: [] as string[] };
  const origin = releaseOrigin({
    origin: ORIGIN,
    timeoutMs: 50,
    now: () => state.clock,
    log: () => {},
    fetch: (url, signal) => {
      state.asked.push(url);
      return Promise.race([
        hanging(),
        new Promise<OriginAnswer>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
    },
  });
  return { state, origin };
}

describe('the runtime file through the origin (decision 049)', () => {
  /** A store folder with two releases, one with its first screens, as release.ts writes them. */
  function storeFolder() {
    const dir = mkdtempSync(path.join(tmpdir(), 'origin-store-'));
    const manifests: Record<string, RemoteManifest> = {
      '1.1.0': widgetsManifest,
      '1.2.0': { ...widgetsManifest, metaData: { ...widgetsManifest.metaData, firstScreens: { widgets: bannerScreen } } },
    };
    for (const [version, manifest] of Object.entries(manifests)) {
      mkdirSync(path.join(dir, 'mf-widgets', version), { recursive: true });
      writeFileSync(path.join(dir, 'mf-widgets', version, 'mf-manifest.json'), JSON.stringify(manifest));
    }
    return dir;
  }
  /** nginx's part as the origin: /releases/<remote>/<version>/<file> from the folder, 404 otherwise. */
  async function serve(dir: string): Promise<{ server: Server; url: string; asked: string[] }> {
    const asked: string[] = [];
    const server = createServer((request, reply) => {
      asked.push(request.url ?? '');
      const release = releaseOfPath(request.url ?? '');
      try {
        const body = release && readFileSync(path.join(dir, release.remote, release.version, release.file));
        if (body) return reply.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
      } catch {
        /* a file the store lacks */
      }
      reply.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
  }
  /** The disk reader the servers had before (the store folder for the page's own origin), for the comparison. */
  const diskReader =
    (dir: string, pageOrigin: string): ManifestReader =>
    (url) => {
      const at = new URL(url);
      const release = at.origin === pageOrigin ? releaseOfPath(at.pathname) : null;
      if (release?.file !== 'mf-manifest.json') return null;
      try {
        return JSON.parse(readFileSync(path.join(dir, release.remote, release.version, 'mf-manifest.json'), 'utf8')) as RemoteManifest;
      } catch {
        return null;
      }
    };

  it('is the same file the disk reader made, for the same releases, over HTTP and from a folder', async () => {
    const dir = storeFolder();
    const page = 'http://khela24.localhost:8080';
    const brand = brandOf(
      brandFile(
        'khela24',
        ['khela24.localhost'],
        { 'mf-widgets': '1.1.0', 'mf-live': 'http://{hostname}:8082/mf-manifest.json' },
        {
          canary: { 'mf-widgets': { release: '1.2.0', share: 25 } },
        },
      ),
    );
    const input = (read: ManifestReader) => ({ origin: page, hostname: 'khela24.localhost', read });
    const before = runtimeFileFor(brand, input(diskReader(dir, page)));
    expect(before.routeManifests['mf-widgets']).toBeDefined();
    expect(before.canary['mf-widgets']?.routeManifest).toBeDefined();

    const { server, url, asked } = await serve(dir);
    try {
      for (const setting of [url, dir]) {
        const origin = releaseOrigin({ origin: setting, log: () => {} });
        for (const version of ['1.1.0', '1.2.0']) await origin.load(origin.manifestUrl(undefined, 'mf-widgets', version));
        const started = performance.now();
        const after = runtimeFileFor(brand, input(originManifests(origin, page)));
        const ms = performance.now() - started;
        expect(after).toEqual(before);
        expect(JSON.stringify(after)).toBe(JSON.stringify(before));
        // the request's part reads the cache: no question to the origin, and well under a millisecond's work
        expect(ms).toBeLessThan(50);
      }
      expect(asked).toEqual(['/releases/mf-widgets/1.1.0/mf-manifest.json', '/releases/mf-widgets/1.2.0/mf-manifest.json']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
