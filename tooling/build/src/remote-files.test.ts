import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type PageSpec, pageFiles, remoteFiles, specProblems, withDevPort } from './remote-files.ts';

// What `pnpm create-remote` writes (issue 39 item 1). The e2e journey (new-remote.spec.ts) builds, tests, releases
// and publishes a generated remote; this checks the text itself: the house's lint and format, the root entry, the
// refusals.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const first: PageSpec = { key: 'demo', path: '/m/demo', titles: { bn: 'ডেমো', en: 'Demo' }, gate: 'member' };
const offers: PageSpec = {
  key: 'vipOffers',
  path: '/m/vipOffers',
  titles: { bn: 'অফার', en: "Members' offers" },
  sideMenu: { order: 35, icon: 'crown' },
  memberCentre: { order: 25 },
  agentHome: { order: 15 },
};
const ranges = Object.fromEntries(
  ['@module-federation/enhanced', 'i18next', 'react', 'react-dom', 'react-i18next', 'zustand', '@rspack/cli', '@rspack/core']
    .concat(['@rspack/dev-server', '@testing-library/dom', '@testing-library/jest-dom', '@testing-library/react'])
    .concat(['@testing-library/user-event', '@types/jest', '@types/node', '@types/react', '@types/react-dom', 'jest', 'typescript'])
    .map((dep) => [dep, '^1.0.0']),
);
const spec = {
  name: 'mf-demo',
  description: 'Demo.',
  root: ROOT,
  dir: path.join(ROOT, 'mf-demo'),
  ranges,
  firstPage: first,
  devPortOffset: 6,
};

describe('create-remote', () => {
  it('writes a remote whose files pass the house lint and format as the remotes are checked', () => {
    const files = remoteFiles(spec);
    const added = pageFiles('mf-demo', files as never, offers);
    // under a remote's folder (Biome's override for mf-*/src and the layering's rules for mf-* apply by path), removed
    // after
    const probe = path.join(ROOT, 'mf-cashier/src/zz-generated-probe');
    for (const [file, text] of Object.entries({ ...files, ...added }))
      if (/\.(ts|tsx|cjs)$/.test(file)) {
        mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
        writeFileSync(path.join(probe, file), text);
      }
    let output = '';
    try {
      execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['check', '--colors=off', probe], { cwd: ROOT, stdio: 'pipe' });
      execFileSync(
        path.join(ROOT, 'node_modules/.bin/depcruise'),
        ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', '--max-depth', '1', path.relative(ROOT, probe)],
        { cwd: ROOT, stdio: 'pipe' },
      );
    } catch (error) {
      output = String((error as { stdout: Buffer }).stdout) + String((error as { stderr: Buffer }).stderr);
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
    expect(output).toBe('');
  });

  it('declares the page, its gate, its titles and its menu entry in the route manifest, and links the root by relative paths', () => {
    const files = remoteFiles(spec);
    expect(JSON.parse(files['package.json']!)).toMatchObject({
      name: 'mf-demo',
      scripts: { release: 'node ../scripts/release.ts mf-demo' },
      dependencies: { '@wl/kit': 'workspace:*', react: '^1.0.0' },
    });
    expect(JSON.parse(files['tsconfig.json']!).extends).toBe('../tsconfig.base.json');
    expect(files['src/exposes.ts']).toContain("'./DemoPage': './src/pages/demo-page.tsx'");
    const routes = pageFiles('mf-demo', files as never, offers)['src/routes.ts']!;
    expect(routes).toContain("gate: 'member'");
    expect(routes).toContain(`titles: { bn: 'অফার', en: "Members' offers" }`);
    expect(routes).toContain("sideMenu: { order: 35, icon: 'crown' },\n    memberCentre: { order: 25 },\n    agentHome: { order: 15 },");
    // a copy elsewhere (the e2e journey's) reaches the root from where it is
    const deeper = remoteFiles({ ...spec, dir: path.join(ROOT, 'e2e/.fixtures/x/mf-demo') });
    expect(JSON.parse(deeper['tsconfig.json']!).extends).toBe('../../../../tsconfig.base.json');
  });

  it('refuses a bad name, key, address, title, gate or menu entry, and a route the remote has', () => {
    expect(specProblems('mf-demo', first)).toEqual([]);
    expect(specProblems('demo', first)[0]).toMatch(/mf-/);
    expect(
      specProblems('mf-demo', {
        key: 'Bad-key',
        path: '/offers',
        titles: { bn: '', en: 'Offers' },
        gate: 'vip' as never,
        sideMenu: { order: 35, icon: 'star' as never },
        memberCentre: { order: Number.NaN },
      }),
    ).toEqual([
      "Bad-key: a generated page's route key starts lower-case (offers, vipClub)",
      '/offers: an address is /m/ and a path (/m/offers)',
      // the route contract's own check, as the remote's build runs it
      'mf-demo route Bad-key: the key must be a plain name',
      'mf-demo route Bad-key: no bn title',
      'mf-demo route Bad-key: vip is not a gate',
      'mf-demo route Bad-key: star is not a menu icon (page, wallet, upload, invite, crown, clock, chat)',
      'mf-demo route Bad-key: its memberCentre entry has no order',
    ]);
    const files = remoteFiles(spec);
    expect(() => pageFiles('mf-demo', files as never, first)).toThrow('already has a route demo');
  });

  it('gives the remote the next dev port, once', () => {
    const table = "const DEV_PORT_OFFSETS: Record<string, number> = {\n  shell: 0,\n  'mf-auth': 1,\n  'mf-agent': 5,\n};\nrest";
    const added = withDevPort(table, 'mf-demo');
    expect(added.offset).toBe(6);
    expect(added.source).toBe(
      "const DEV_PORT_OFFSETS: Record<string, number> = {\n  shell: 0,\n  'mf-auth': 1,\n  'mf-agent': 5,\n  'mf-demo': 6,\n};\nrest",
    );
    expect(withDevPort(added.source, 'mf-demo')).toEqual(added);
  });
});
