import { mkdtempSync, writeFileSync, mkdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandForHost, brandProblems, brandSource, loadBrands } from './brands.ts';

const brandFile = (id: string, hosts: string[], extra: Record<string, unknown> = {}) => ({
  id,
  siteName: id.toUpperCase(),
  hosts,
  remotes: { 'mf-cashier': '1.0.0' },
  ...extra,
});

function folder(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'brands-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
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

  it('says what is wrong with a brand file', () => {
    expect(brandProblems({ id: 'Bad Id', siteName: '', hosts: ['Upper.Case'], remotes: {} }, 'x.json')).toEqual([
      'x.json: "id" must be a plain lower-case name',
      'x.json: "siteName" is missing',
      'x.json: "Upper.Case" is not a lower-case host name',
    ]);
    expect(
      brandProblems(
        { ...brandFile('a', []), canary: { 'mf-lobby': { release: '2.0.0', share: 50 }, 'mf-cashier': { release: '', share: 120 } } },
        'x.json',
      ),
    ).toEqual([
      'x.json: the canary of mf-lobby has no stable release in "remotes"',
      'x.json: the canary of mf-cashier names no release',
      'x.json: the canary share of mf-cashier is not 0-100',
    ]);
    // the players' vitals' share of loads (decision 040)
    const sampled = (sampleRate: unknown) => brandProblems({ ...brandFile('a', []), vitals: { sampleRate } } as never, 'x.json');
    expect(sampled(0.1)).toEqual([]);
    expect(sampled(10)).toEqual(['x.json: "vitals.sampleRate" is not a share from 0 to 1']);
    expect(sampled('all')).toEqual(['x.json: "vitals.sampleRate" is not a share from 0 to 1']);
  });

  it('follows an edit of the files on the next request, and keeps the last good brands when an edit is broken', () => {
    const dir = folder({ 'a.json': brandFile('a', ['a.localhost']) });
    const source = brandSource({ dir });
    expect(source.forHost('a.localhost')?.config.remotes['mf-cashier']).toBe('1.0.0');
    const file = path.join(dir, 'a.json');
    writeFileSync(file, JSON.stringify(brandFile('a', ['a.localhost'], { remotes: { 'mf-cashier': '0.9.0' } })));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(source.forHost('a.localhost')?.config.remotes['mf-cashier']).toBe('0.9.0');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(file, '{ not json');
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(source.forHost('a.localhost')?.config.remotes['mf-cashier']).toBe('0.9.0');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('answers every host with the one file it is given (WHITELABEL_FILE), and finds its own folder of files', () => {
    const dir = folder({ 'a.json': brandFile('a', []) });
    mkdirSync(path.join(dir, 'a'));
    const source = brandSource({ file: path.join(dir, 'a.json') });
    expect(source.forHost('anything.example')?.id).toBe('a');
    expect(source.forHost('anything.example')?.assetsDir).toBe(path.join(dir, 'a'));
  });
});
