import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeFile } from '@wl/brand-config';
import { parseBrandFile } from './brand-file.ts';
import { namedReleases } from './brands.ts';
import { releaseOrigin } from './release-origin.ts';
import { runtimeFileFor } from './runtime-file.ts';
import { brandOf } from './test-fixtures.ts';

// One brand schema (issue 37 item 4): what the server makes of every brand file it takes is a runtime file that
// @wl/brand-config's RuntimeFileSchema takes, the schema the shell is to read it with (decision 048's addendum).
const BRANDS = path.resolve(import.meta.dirname, '../../config/whitelabels');
const ORIGIN = 'http://khela24.localhost:8080';

/** Every manifest read as a release with one route of its own. */
const read = (url: string) => ({
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    routeManifest: {
      remote: url.split('/')[4] ?? 'x',
      routes: [{ key: 'page', path: '/m/page', module: './Page', titles: { bn: 'পাতা', en: 'Page' } }],
    },
  },
  exposes: [],
});

describe('the runtime file of every brand the server takes is one the shell takes', () => {
  const files = readdirSync(BRANDS).filter((name) => name.endsWith('.json'));

  it('has brands to judge', () => expect(files.length).toBeGreaterThan(0));

  it.each(files)('%s, with a canary too', (name) => {
    const parsed = parseBrandFile(JSON.parse(readFileSync(path.join(BRANDS, name), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const [remote] = Object.keys(parsed.file.remotes);
    const config = { ...parsed.file, canary: { [remote!]: { release: '9.9.9', share: 20 } } };
    const file = runtimeFileFor(brandOf(config), { origin: ORIGIN, hostname: 'khela24.localhost', read });
    expect(parseRuntimeFile(JSON.parse(JSON.stringify(file)))).toEqual({ ok: true, file: expect.objectContaining({ id: parsed.file.id }) });
  });
});

describe("a brand's rollout plans (decision 050)", () => {
  const khela = JSON.parse(readFileSync(path.join(BRANDS, 'khela24.json'), 'utf8'));
  const [remote] = Object.keys(khela.remotes) as [string];
  const rollout = { candidate: '9.9.9', steps: [{ share: 10, minutes: 30 }], checks: { failuresPerLoad: { max: 0.01 } } };

  it('are taken with the brand, and the page never sees them', () => {
    const parsed = parseBrandFile({ ...khela, canary: { [remote]: { release: '9.9.9', share: 10 } }, rollouts: { [remote]: rollout } });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const file = runtimeFileFor(brandOf(parsed.file), { origin: ORIGIN, hostname: 'khela24.localhost', read });
    expect(file).not.toHaveProperty('rollouts');
    expect(parseRuntimeFile(JSON.parse(JSON.stringify(file))).ok).toBe(true);
  });

  it.each([
    ['a remote with no stable release', { rollouts: { 'mf-nothing': rollout } }, 'a rollout names a remote with no stable release'],
    [
      'a candidate that is the stable release',
      { rollouts: { [remote]: { ...rollout, candidate: khela.remotes[remote] } } },
      'not a new release',
    ],
    [
      'a candidate that is a URL',
      { rollouts: { [remote]: { ...rollout, candidate: 'https://cdn.example/mf-manifest.json' } } },
      'not a new release',
    ],
    [
      'a canary of another release on the same remote',
      { canary: { [remote]: { release: '9.9.8', share: 10 } }, rollouts: { [remote]: rollout } },
      "a remote's canary is not the candidate its rollout moves",
    ],
  ])('refuse %s', (_case, change, problem) => {
    const parsed = parseBrandFile({ ...khela, ...change });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.problems.join('\n')).toContain(problem);
  });

  it("name the candidate among the brand's releases, once beside its canary", () => {
    const parsed = parseBrandFile({ ...khela, canary: { [remote]: { release: '9.9.9', share: 10 } }, rollouts: { [remote]: rollout } });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const origin = releaseOrigin({ origin: 'http://releases.example' });
    expect(namedReleases(parsed.file, origin).filter((release) => release.version === '9.9.9')).toEqual([
      { remote, version: '9.9.9', url: `http://releases.example/releases/${remote}/9.9.9/mf-manifest.json` },
    ]);
  });
});
