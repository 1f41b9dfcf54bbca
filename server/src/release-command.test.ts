// scripts/release.ts's checks (issue 39 item 5, decision 051). A damaged release: a file of its release.json gone from
// the store. The origin's audit finds it (the publish refuses it, brand-store.test.ts; the health page flags it,
// app.test.ts), and the command makes it whole from a build of its commit, writing nothing it still holds. A new
// release the shell cannot run is written with a warning.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseOrigin } from './release-origin.ts';
import { manifestWithRoute, shellDist } from './test-fixtures.ts';

const ROOT = path.resolve(__dirname, '../..');
let work: string;
let store: string;
let dist: string;
const release = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/release.ts'), ...args, '--store', store], { encoding: 'utf8', stdio: 'pipe' });
const audit = () => releaseOrigin({ origin: store, log: () => {} }).audit(undefined, 'mf-club', '1.0.0');

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'release-repair-'));
  store = path.join(work, 'releases');
  dist = path.join(work, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifestWithRoute('mf-club', 'club'));
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'self.entry = 1;');
  writeFileSync(path.join(dist, '481.5c0ffee1.js'), 'self.chunk = 481;'.repeat(40));
  release('mf-club', '--dist', dist, '--version', '1.0.0', '--commit', 'c0ffee');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('scripts/release.ts: a damaged release made whole, a release the shell cannot run said', () => {
  it('is found by the audit, and --repair restores the file from a build of its commit, touching nothing else', async () => {
    expect(await audit()).toMatchObject({ state: 'whole' });
    const folder = path.join(store, 'mf-club', '1.0.0');
    const entryWritten = statSync(path.join(folder, 'remoteEntry.js')).mtimeMs;
    rmSync(path.join(folder, '481.5c0ffee1.js'));
    rmSync(path.join(folder, '481.5c0ffee1.js.br'));
    expect(await audit()).toMatchObject({ state: 'damaged', missing: ['481.5c0ffee1.js'] });

    expect(release('--repair', 'mf-club@1.0.0', '--dist', dist)).toContain('release: mf-club 1.0.0: 481.5c0ffee1.js restored');
    expect(await audit()).toMatchObject({ state: 'whole' });
    expect(readFileSync(path.join(folder, '481.5c0ffee1.js'), 'utf8')).toBe(readFileSync(path.join(dist, '481.5c0ffee1.js'), 'utf8'));
    // and its compressed copy, which nginx sends
    expect(statSync(path.join(folder, '481.5c0ffee1.js.br')).size).toBeGreaterThan(0);
    expect(statSync(path.join(folder, 'remoteEntry.js')).mtimeMs).toBe(entryWritten);
    expect(release('--repair', 'mf-club@1.0.0', '--dist', dist)).toContain('whole already');
  });

  it('is released with a warning where the shell build given cannot run it (issue 39)', () => {
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ ...JSON.parse(manifestWithRoute('mf-club', 'club')), shared: [{ name: '@wl/shared', requiredVersion: '^6.0.0' }] }),
    );
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'scripts/release.ts'),
        'mf-club',
        '--dist',
        dist,
        '--version',
        '1.1.0',
        '--commit',
        'c0ffee',
        '--store',
        store,
        '--shell',
        shellDist(),
      ],
      { encoding: 'utf8' },
    );
    // written, and said
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('release: mf-club 1.1.0 from');
    const warned = run.stderr;
    expect(warned).toContain('release: warning: mf-club 1.1.0 needs @wl/shared ^6.0.0 (the shell provides 5.4.0): the shell at ');
    expect(warned).toContain('cannot run it, and a publish naming it will be refused');
  });

  it('is not repaired from a build that lacks the file (not the build that was released), nor is a release written by it', () => {
    rmSync(path.join(store, 'mf-club', '1.0.0', '481.5c0ffee1.js'));
    rmSync(path.join(dist, '481.5c0ffee1.js'));
    expect(() => release('--repair', 'mf-club@1.0.0', '--dist', dist)).toThrow(
      `mf-club 1.0.0: the build at ${dist} has no 481.5c0ffee1.js: it is not the build that was released`,
    );
    expect(() => release('--repair', 'mf-club@2.0.0', '--dist', dist)).toThrow('mf-club 2.0.0 is not in');
  });
});
