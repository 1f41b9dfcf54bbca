// scripts/version-one.ts (issue 39 item 4) on a workspace of its own: changesets' real CLI, this repository's config.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { versionOne, workspacePackages } from '../../scripts/version-one.ts';

const ROOT = path.resolve(__dirname, '../..');
let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const pkg = (dir: string, name: string, deps: Record<string, string> = {}) =>
  write(`${dir}/package.json`, JSON.stringify({ name, version: '1.0.0', private: true, dependencies: deps }));
const changeset = (file: string, bumps: Record<string, string>, text: string) =>
  write(
    `.changeset/${file}`,
    `---\n${Object.entries(bumps)
      .map(([name, bump]) => `'${name}': ${bump}`)
      .join('\n')}\n---\n\n${text}\n`,
  );
const versionOf = (dir: string) => (JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'version-one-'));
  write('package.json', JSON.stringify({ name: 'workspace', private: true }));
  write('pnpm-workspace.yaml', 'packages:\n  - mf-*\n  - libs/*\n  - tools\n# a note\nallowBuilds:\n  x: false\n');
  pkg('mf-cashier', 'mf-cashier', { '@wl/shared': 'workspace:*' });
  pkg('mf-lobby', 'mf-lobby', { '@wl/shared': 'workspace:*' });
  pkg('libs/shared', '@wl/shared');
  write('.changeset/config.json', readFileSync(path.join(ROOT, '.changeset/config.json'), 'utf8'));
  // the changelog writer the config names, as the repository installs it
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  changeset('cashier-amounts.md', { 'mf-cashier': 'minor' }, 'Quick amounts follow the channel.');
  changeset('lobby-filter.md', { 'mf-lobby': 'patch' }, 'The filter keeps its place.');
  changeset('shared-format.md', { '@wl/shared': 'patch' }, 'Money in lakh.');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('version:one (scripts/version-one.ts)', () => {
  it("reads the workspace's packages from pnpm-workspace.yaml's globs, as pnpm does (mf-*: every remote, a generated one too)", () => {
    pkg('tools', '@wl/tools');
    pkg('mf-demo', 'mf-demo');
    expect(workspacePackages(root)).toEqual(['mf-cashier', 'mf-demo', 'mf-lobby', '@wl/shared', '@wl/tools']);
  });

  it("versions the one package: the others' changesets stay pending, and neither they nor the shared one move", () => {
    versionOne(root, 'mf-cashier', path.join(ROOT, 'node_modules/.bin/changeset'));
    expect(versionOf('mf-cashier')).toBe('1.1.0');
    expect(versionOf('mf-lobby')).toBe('1.0.0');
    expect(versionOf('libs/shared')).toBe('1.0.0');
    expect(existsSync(path.join(root, '.changeset/cashier-amounts.md'))).toBe(false);
    expect(existsSync(path.join(root, '.changeset/lobby-filter.md'))).toBe(true);
    expect(existsSync(path.join(root, '.changeset/shared-format.md'))).toBe(true);
    expect(readFileSync(path.join(root, 'mf-cashier/CHANGELOG.md'), 'utf8')).toContain('Quick amounts follow the channel.');
    expect(existsSync(path.join(root, 'mf-lobby/CHANGELOG.md'))).toBe(false);
  }, 30_000);

  it('refuses a changeset naming the package and another, saying which to split, and changes nothing', () => {
    changeset('both.md', { 'mf-cashier': 'patch', 'mf-lobby': 'patch' }, 'Both.');
    expect(() => versionOne(root, 'mf-cashier', path.join(ROOT, 'node_modules/.bin/changeset'))).toThrow(
      '.changeset/both.md names mf-cashier and other packages: split it into one changeset per package',
    );
    expect(versionOf('mf-cashier')).toBe('1.0.0');
    expect(existsSync(path.join(root, '.changeset/cashier-amounts.md'))).toBe(true);
  });

  it('refuses a name the workspace does not have', () => {
    expect(() => versionOne(root, 'mf-club')).toThrow('mf-club is not a package of this workspace');
  });
});
