import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeFile } from '@wl/brand-config';
import { parseBrandFile } from './brand-file.ts';
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
