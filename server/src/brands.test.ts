import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandForHost, brandProblems, brandSource, loadBrands } from './brands.ts';
import { brandFile as wholeBrand, manifestWithRoute, storeOrigin } from './test-fixtures.ts';

const brandFile = (id: string, hosts: string[], extra: Record<string, unknown> = {}) =>
  wholeBrand(id, hosts, { 'mf-cashier': '1.0.0' }, extra);

function folder(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'brands-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

/** The releases these tests name: the origin is asked for them first, so that a file's reading is judged at once. */
const NAMED: [string, string][] = ['1.0.0', '1.1.0', '9.9.9', '1.2.0-rc.1'].map((version) => ['mf-cashier', version]);

/** A store holding mf-cashier 1.0.0 and 1.1.0. */
function store() {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  for (const version of ['1.0.0', '1.1.0']) {
    mkdirSync(path.join(dir, 'mf-cashier', version), { recursive: true });
    writeFileSync(path.join(dir, 'mf-cashier', version, 'mf-manifest.json'), manifestWithRoute('mf-cashier', 'deposit'));
  }
  return dir;
}

let stamp = Date.now();
/** An operator's edit: the file's content (text as written), with a later time, as an editor saves it. */
function edit(dir: string, name: string, content: unknown) {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  stamp += 5_000;
  utimesSync(file, new Date(stamp), new Date(stamp));
}

/** The log's lines of a call, which must say why (and the jest guard fails a test on an unexpected console.error). */
function logged<T>(run: () => T): { value: T; lines: string[] } {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const value = run();
    return { value, lines: error.mock.calls.map((call) => call.map(String).join(' ')) };
  } finally {
    error.mockRestore();
  }
}

describe('the brand of a host name (issue 23)', () => {
  it('is the brand that lists the host, in any letter case; an unknown host has none', () => {
    const brands = loadBrands(
      folder({
        'khela24.json': brandFile('khela24', ['khela24.localhost', 'localhost']),
        'bdplay.json': brandFile('bdplay', ['bdplay.localhost']),
      }),
    );
    expect(brandForHost(brands, 'khela24.localhost')?.id).toBe('khela24');
    expect(brandForHost(brands, 'LOCALHOST')?.id).toBe('khela24');
    expect(brandForHost(brands, 'bdplay.localhost')?.id).toBe('bdplay');
    expect(brandForHost(brands, 'evil.localhost')).toBeNull();
    expect(brandForHost(brands, '')).toBeNull();
  });

  it('refuses a host two brands claim and an id used twice', () => {
    expect(() => loadBrands(folder({ 'a.json': brandFile('a', ['x.localhost']), 'b.json': brandFile('b', ['x.localhost']) }))).toThrow(
      /x\.localhost is a's already/,
    );
    expect(() => loadBrands(folder({ 'a.json': brandFile('a', ['a.localhost']), 'b.json': brandFile('a', ['b.localhost']) }))).toThrow(
      /used twice/,
    );
  });

  it('says what is wrong with a brand file, field by field, against the one schema', () => {
    expect(brandProblems({ ...brandFile('a', []), id: 'Bad Id', siteName: ' ', hosts: ['Upper.Case'] }, 'x.json')).toEqual([
      'x.json: "id" must be a plain lower-case name',
      'x.json: "siteName" is empty',
      'x.json: "hosts.0" is not a lower-case host name',
    ]);
    expect(brandProblems({ ...brandFile('a', []), canary: { 'mf-cashier': { release: '', share: 120 } } }, 'x.json')).toEqual([
      'x.json: "canary.mf-cashier.release" is neither a release version nor a manifest URL',
      'x.json: "canary.mf-cashier.share" is not between 0 and 100',
    ]);
    expect(brandProblems({ ...brandFile('a', []), canary: { 'mf-lobby': { release: '2.0.0', share: 50 } } }, 'x.json')).toEqual([
      'x.json: a canary names a remote with no stable release in "remotes"',
    ]);
    // a wrong type anywhere, a field no brand file has, a field missing
    expect(brandProblems({ ...brandFile('a', []), remotes: { 'mf-cashier': 2 } }, 'x.json')).toEqual([
      'x.json: "remotes.mf-cashier" Invalid type: Expected string but received 2',
    ]);
    expect(brandProblems({ ...brandFile('a', []), remote: {} }, 'x.json')).toEqual([
      'x.json: "remote" Invalid key: Expected never but received "remote"',
    ]);
    const { currency: _, ...noCurrency } = brandFile('a', []);
    expect(brandProblems(noCurrency, 'x.json')).toEqual(['x.json: "currency" Invalid key: Expected "currency" but received undefined']);
    // the players' vitals' share of loads (decision 040)
    const sampled = (sampleRate: unknown) => brandProblems({ ...brandFile('a', []), vitals: { sampleRate } }, 'x.json');
    expect(sampled(0.1)).toEqual([]);
    expect(sampled(10)).toHaveLength(1);
    expect(sampled('all')).toHaveLength(1);
  });

  it("takes the repository's brand files as they are", () => {
    expect(loadBrands(path.resolve(import.meta.dirname, '../../config/whitelabels')).map((brand) => brand.id)).toEqual([
      'bdplay',
      'khela24',
    ]);
  });

  it('answers every host with the one file it is given (WHITELABEL_FILE), and finds its own folder of files', () => {
    const dir = folder({ 'a.json': brandFile('a', []) });
    mkdirSync(path.join(dir, 'a'));
    const source = brandSource({ file: path.join(dir, 'a.json') });
    expect(source.forHost('anything.example')?.id).toBe('a');
    expect(source.forHost('anything.example')?.assetsDir).toBe(path.join(dir, 'a'));
  });
});

describe('a bad brand file (issue 35 finding 4)', () => {
  const cashier = (source: ReturnType<typeof brandSource>, host: string) => source.forHost(host)?.config.remotes['mf-cashier'];

  it('live: an edit that does not parse, has a wrong type, or names a release the store lacks is refused; its brand keeps its last good version, the other brand its own', async () => {
    const dir = folder({ 'a.json': brandFile('a', ['a.localhost']), 'b.json': brandFile('b', ['b.localhost']) });
    const releases = await storeOrigin(store(), NAMED);
    const source = brandSource({ dir, releases, stateDir: mkdtempSync(path.join(tmpdir(), 'state-')) });
    expect(cashier(source, 'a.localhost')).toBe('1.0.0');
    // a good edit is taken on the next request
    edit(dir, 'a.json', brandFile('a', ['a.localhost'], { remotes: { 'mf-cashier': '1.1.0' } }));
    expect(cashier(source, 'a.localhost')).toBe('1.1.0');
    const bad = [
      ['{ not json', /a\.json refused: does not parse/],
      [brandFile('a', ['a.localhost'], { remotes: { 'mf-cashier': 110 } }), /"remotes\.mf-cashier" Invalid type/],
      [brandFile('a', ['a.localhost'], { remotes: { 'mf-cashier': '9.9.9' } }), /names mf-cashier 9\.9\.9, which the release store lacks/],
      [brandFile('a', ['a.localhost'], { canary: { 'mf-cashier': { release: '1.2.0-rc.1', share: 10 } } }), /mf-cashier 1\.2\.0-rc\.1/],
    ] as const;
    for (const [content, reason] of bad) {
      // the other brand's good edit in the same moment is taken
      edit(dir, 'b.json', brandFile('b', ['b.localhost'], { siteName: `B ${String(reason)}` }));
      const { lines } = logged(() => {
        edit(dir, 'a.json', content);
        expect(cashier(source, 'a.localhost')).toBe('1.1.0');
        expect(source.forHost('a.localhost')?.config.canary).toBeUndefined();
        expect(source.forHost('b.localhost')?.config.siteName).toBe(`B ${String(reason)}`);
        // asked again, the refusal is not logged again
        source.all();
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).toContain('a goes on with its last good version');
      expect(source.refused()).toEqual([{ file: path.join(dir, 'a.json'), problems: expect.any(Array), serving: 'last good' }]);
    }
    // the operator's fix is taken, and nothing is refused any more
    edit(dir, 'a.json', brandFile('a', ['a.localhost']));
    expect(cashier(source, 'a.localhost')).toBe('1.0.0');
    expect(source.refused()).toEqual([]);
  });

  it('live, two servers of one host: one that never read a good edit before a bad one goes on with that edit, which the other kept in their state folder', async () => {
    const dir = folder({ 'a.json': brandFile('a', ['a.localhost']) });
    const options = { dir, releases: await storeOrigin(store(), NAMED), stateDir: mkdtempSync(path.join(tmpdir(), 'state-')) };
    const [one, other] = [brandSource(options), brandSource(options)];
    expect([cashier(one, 'a.localhost'), cashier(other, 'a.localhost')]).toEqual(['1.0.0', '1.0.0']);
    // a good edit that only the first server reads before the next one lands
    edit(dir, 'a.json', brandFile('a', ['a.localhost'], { remotes: { 'mf-cashier': '1.1.0' } }));
    expect(cashier(one, 'a.localhost')).toBe('1.1.0');
    edit(dir, 'a.json', '{ not json');
    const { value, lines } = logged(() => [cashier(one, 'a.localhost'), cashier(other, 'a.localhost')]);
    expect(value).toEqual(['1.1.0', '1.1.0']);
    expect(lines).toEqual([
      expect.stringContaining('a goes on with its last good version'),
      expect.stringContaining('a goes on with its last good version'),
    ]);
  });

  it('at start: a bad file serves the last good copy kept in the state folder, or leaves its brand out, loudly; the other brand starts; nothing throws', async () => {
    const dir = folder({ 'a.json': brandFile('a', ['a.localhost']), 'b.json': brandFile('b', ['b.localhost']) });
    const options = { dir, releases: await storeOrigin(store(), NAMED), stateDir: mkdtempSync(path.join(tmpdir(), 'state-')) };
    expect(cashier(brandSource(options), 'a.localhost')).toBe('1.0.0');
    edit(dir, 'a.json', brandFile('a', ['a.localhost'], { remotes: { 'mf-cashier': '1.1.0' } }));
    expect(cashier(brandSource(options), 'a.localhost')).toBe('1.1.0');
    // the server stops, the file is broken, the server starts again (a deploy, a crash, a restart)
    edit(dir, 'a.json', '{ "id": "a", ');
    const restarted = logged(() => {
      const source = brandSource(options);
      return { a: cashier(source, 'a.localhost'), b: source.forHost('b.localhost')?.id, refused: source.refused() };
    });
    expect(restarted.value).toEqual({
      a: '1.1.0',
      b: 'b',
      refused: [{ file: path.join(dir, 'a.json'), problems: [expect.stringMatching(/^does not parse/)], serving: 'last good' }],
    });
    expect(restarted.lines).toEqual([expect.stringMatching(/a\.json refused: does not parse.*a goes on with its last good version/)]);
    // a brand never good (a new file, broken) is left out and said so; the others serve
    edit(dir, 'c.json', brandFile('c', ['c.localhost'], { remotes: { 'mf-cashier': 7 } }));
    const fresh = logged(() => {
      const source = brandSource(options);
      return { c: source.forHost('c.localhost'), b: source.forHost('b.localhost')?.id };
    });
    expect(fresh.value).toEqual({ c: null, b: 'b' });
    expect(fresh.lines.join('\n')).toMatch(/c\.json refused: .*It never had a good version: its brand is left out/);
  });

  it('a release the origin has not answered for yet keeps the brand on its last good version, quietly, and is taken once it answered (decision 049)', async () => {
    const dir = folder({ 'a.json': brandFile('a', ['a.localhost']) });
    const releases = await storeOrigin(store(), [['mf-cashier', '1.0.0']]);
    const source = brandSource({ dir, releases });
    // the brand's last good version is the one this source served: read before the edit
    expect(cashier(source, 'a.localhost')).toBe('1.0.0');
    const { lines } = logged(() => {
      edit(dir, 'a.json', brandFile('a', ['a.localhost'], { remotes: { 'mf-cashier': '1.1.0' } }));
      expect(cashier(source, 'a.localhost')).toBe('1.0.0');
      expect(source.refused()).toEqual([
        {
          file: path.join(dir, 'a.json'),
          problems: ['names mf-cashier 1.1.0, which the release store has not answered for yet'],
          serving: 'last good',
        },
      ]);
    });
    expect(lines).toEqual([]);
    // the origin's answer: the file, unchanged, is read again and taken
    await source.settled();
    expect(cashier(source, 'a.localhost')).toBe('1.1.0');
    expect(source.refused()).toEqual([]);
  });

  it("a changed file that claims another brand's host goes on with its last good version; one never good is left out", () => {
    const dir = folder({ 'a.json': brandFile('a', ['a.localhost']), 'b.json': brandFile('b', ['b.localhost']) });
    const source = brandSource({ dir });
    expect(source.forHost('b.localhost')?.id).toBe('b');
    const { lines } = logged(() => {
      edit(dir, 'a.json', brandFile('a', ['a.localhost', 'b.localhost']));
      expect(source.forHost('b.localhost')?.id).toBe('b');
      expect(source.forHost('a.localhost')?.id).toBe('a');
      edit(dir, 'c.json', brandFile('c', ['b.localhost']));
      expect(source.forHost('b.localhost')?.id).toBe('b');
      expect(source.all().map((brand) => brand.id)).toEqual(['a', 'b']);
    });
    expect(lines.join('\n')).toMatch(/the host b\.localhost is b's already: .*a\.json goes on with its last good version/);
    expect(lines.join('\n')).toMatch(/c\.json is left out/);
  });
});
