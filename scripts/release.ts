// A remote's release (issue 23, decision 030): its production build, copied once into the release store as
// releases/<remote>/<version>/ with release.json, never written again. The version is the remote's package
// version, bumped with changesets (pnpm changeset, then pnpm changeset version); the store's releases.json lists
// each release's commit, so a store can be filled again on any machine from the repository alone.
//
//   pnpm --filter mf-cashier release            node scripts/release.ts mf-cashier   (its version, from this commit)
//   pnpm release                                 node scripts/release.ts --all
//   node scripts/release.ts --ensure             every release a brand file names that the store lacks, or lacks a
//                                                file of, built from its commit (start.sh and test.sh run it)
//   node scripts/release.ts mf-cashier --dist <dir> --version 1.2.0-rc.1 [--commit <sha>]
//                                                a build made elsewhere (a CI artifact, a test's fixture) as a release
//   node scripts/release.ts --repair mf-cashier@1.2.0 --dist <dir>
//                                                a damaged release (a file its release.json lists is gone) made whole
//                                                from a build of its commit; --ensure repairs every one a brand names
// Options: --store <dir> (default $RELEASES_DIR, else releases/), --brands <dir> (default config/whitelabels),
// --shell <dir> (default $SHELL_DIST, else shell/dist): the shell build a new release is checked against (a warning),
// --origin <url>: the origin the store is copied to (decision 049: a CDN's bucket, which the application servers
// read); a release it serves already is never built or written again: refused for one remote and --dist, left as
// it is by --all. --ensure fills a store folder that is its site's own origin (the local topology, CI): it refuses
// an --origin, whose releases are there already; a fresh production machine needs no release at all.
//
// Publishing is writing a release into the store once: whole (a folder of its own, renamed into place) or not at
// all, never over a release that is there. In the local topology the store folder is the origin (nginx serves it
// at /releases/); in production the folder is copied to the bucket, each release folder once.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRECOMPRESSED, precompressDir, precompressFile } from '@wl/build/precompress';
import { isRelease, type ReleaseRecord, readShellProvides, releaseDir, releaseOrigin, shellCannotRun } from '@wl/server';
import { readRegistry, writeRelease } from './lib/release-store.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What a remote's build is made of besides its own folder (build-if-changed.ts hashes the same). */
const BUILD_INPUTS = ['kit', 'shared', 'libs', 'tooling/build', 'pnpm-lock.yaml'];

const git = (args: string[], cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const packageVersion = (dir: string, remote: string) =>
  (JSON.parse(readFileSync(path.join(dir, remote, 'package.json'), 'utf8')) as { version: string }).version;
const remotesOf = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith('mf-') && existsSync(path.join(dir, name, 'rspack.config.ts')))
    .sort();

/** The files a release's record lists that its folder lacks (release.json itself: the whole record). */
function lackedFiles(store: string, remote: string, version: string): string[] {
  const dir = releaseDir(store, remote, version)!;
  const file = path.join(dir, 'release.json');
  if (!existsSync(file)) return ['release.json'];
  return (JSON.parse(readFileSync(file, 'utf8')) as ReleaseRecord).files.filter((name) => !existsSync(path.join(dir, name)));
}

/**
 * Repairs a damaged release (issue 39 item 5): the files its release.json lists that its folder lacks, copied from a
 * build of its commit, and their compressed copies. Nothing it holds is written again: a release is never rewritten,
 * only made whole. A build that lacks one of the files is not the build that was released: refused.
 */
function restoreFiles(store: string, remote: string, version: string, dist: string): string[] {
  const dir = releaseDir(store, remote, version)!;
  const lacks = lackedFiles(store, remote, version);
  const absent = lacks.filter((name) => !existsSync(path.join(dist, name)));
  if (absent.length)
    throw new Error(`${remote} ${version}: the build at ${dist} has no ${absent.join(', ')}: it is not the build that was released`);
  for (const name of lacks) {
    cpSync(path.join(dist, name), path.join(dir, name), { recursive: true });
    // its compressed copies are made of it again: one left from the lost file would be sent in its place
    if (PRECOMPRESSED.test(name)) precompressFile(path.join(dir, name));
  }
  return lacks;
}

/**
 * Says what of a new release the shell cannot run (issue 39): its strict singletons against the shell build's
 * shared.json (--shell, else SHELL_DIST, else shell/dist: the shell production serves). A warning: the release is
 * written, and a publish naming it is refused (decision 051).
 */
function warnShell(record: ReleaseRecord) {
  const provides = readShellProvides(shellDir);
  if (!provides) return;
  const cannot = shellCannotRun(record.shared, provides);
  if (cannot.length)
    console.warn(
      `release: warning: ${record.remote} ${record.version} needs ${cannot.join(', ')}: the shell at ${path.relative(ROOT, shellDir) || shellDir} cannot run it, and a publish naming it will be refused`,
    );
}

/** Releases a remote's current version from this working tree, which must hold exactly the commit it names. */
function releaseFromTree(store: string, remote: string, options: { allowDirty?: boolean } = {}) {
  const version = packageVersion(ROOT, remote);
  const target = releaseDir(store, remote, version);
  if (target && existsSync(target))
    throw new Error(`${remote} ${version} is released already: a release is never written twice (bump the version)`);
  const dirty = git(['status', '--porcelain', '--', remote, ...BUILD_INPUTS]);
  if (dirty && !options.allowDirty) throw new Error(`${remote}: commit first, a release records the commit it is built from:\n${dirty}`);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.ts'), remote], { cwd: ROOT, stdio: 'inherit' });
  const record = writeRelease(store, remote, version, path.join(ROOT, remote, 'dist'), git(['rev-parse', 'HEAD']));
  warnShell(record);
  console.log(
    `release: ${remote} ${version} (${record.commit.slice(0, 7)}) -> ${path.relative(ROOT, releaseDir(store, remote, version)!)}`,
  );
}

/** This tree builds what a commit built for a remote: nothing the build reads has changed since. */
function treeBuildsCommit(remote: string, version: string, commit: string): boolean {
  try {
    execFileSync('git', ['diff', '--quiet', commit, '--', remote, ...BUILD_INPUTS], { cwd: ROOT });
    return packageVersion(ROOT, remote) === version;
  } catch {
    return false;
  }
}

/**
 * Builds releases again from the commits the registry names: from this tree where it builds the same, else in one
 * worktree per commit (one install for all the releases made from it).
 */
type Wanted = { remote: string; version: string; commit: string; repair?: boolean };

/** A build of a wanted release into the store: written whole, or, for a damaged one, its lacking files restored. */
function place(store: string, w: Wanted, dist: string, from: string) {
  if (!w.repair) {
    writeRelease(store, w.remote, w.version, dist, w.commit, false);
    console.log(`release: ${w.remote} ${w.version} built ${from}`);
    return;
  }
  const restored = restoreFiles(store, w.remote, w.version, dist);
  console.log(`release: ${w.remote} ${w.version} repaired with a build ${from}: ${restored.join(', ')} restored`);
}

function releaseFromCommits(store: string, wanted: Wanted[]) {
  const fromTree = wanted.filter((w) => treeBuildsCommit(w.remote, w.version, w.commit));
  for (const w of fromTree) {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-changed.ts'), w.remote], { cwd: ROOT, stdio: 'inherit' });
    place(store, w, path.join(ROOT, w.remote, 'dist'), `from this tree (= ${w.commit.slice(0, 7)})`);
  }
  const byCommit = new Map<string, Wanted[]>();
  for (const w of wanted.filter((w) => !fromTree.includes(w))) byCommit.set(w.commit, [...(byCommit.get(w.commit) ?? []), w]);
  for (const [commit, releases] of byCommit) {
    const tree = mkdtempSync(path.join(tmpdir(), `release-${commit.slice(0, 7)}-`));
    git(['worktree', 'add', '--detach', tree, commit]);
    try {
      execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { cwd: tree, stdio: 'inherit' });
      for (const w of releases) {
        execFileSync('pnpm', ['--filter', w.remote, 'build'], { cwd: tree, stdio: 'inherit' });
        place(store, w, path.join(tree, w.remote, 'dist'), `again from ${commit.slice(0, 7)}`);
      }
    } finally {
      git(['worktree', 'remove', '--force', tree]);
    }
  }
}

/** Every release the brand files name (a pinned version or a canary's) that the store lacks, from its commit. */
function ensure(store: string, brandsDir: string) {
  const wanted = new Set<string>();
  for (const name of readdirSync(brandsDir).filter((n) => n.endsWith('.json'))) {
    const brand = JSON.parse(readFileSync(path.join(brandsDir, name), 'utf8')) as {
      remotes?: Record<string, string>;
      canary?: Record<string, { release: string }>;
    };
    for (const [remote, value] of Object.entries(brand.remotes ?? {})) if (isRelease(value)) wanted.add(`${remote}@${value}`);
    for (const [remote, plan] of Object.entries(brand.canary ?? {})) if (isRelease(plan.release)) wanted.add(`${remote}@${plan.release}`);
  }
  const registry = readRegistry(store);
  // a release written before its files had compressed copies gets them, its own files untouched (decision 032)
  for (const pin of wanted) {
    const [remote, version] = pin.split('@') as [string, string];
    const dir = releaseDir(store, remote, version)!;
    if (existsSync(path.join(dir, 'release.json')) && !existsSync(path.join(dir, 'remoteEntry.js.br'))) {
      console.log(`release: ${remote} ${version} gets the compressed copies of its files (${precompressDir(dir, { missingOnly: true })})`);
    }
  }
  // a release lacking, or lacking files its release.json lists (a damaged store: issue 39), from its commit
  const todo = [...wanted]
    .sort()
    .map((pin) => pin.split('@') as [string, string])
    .map(([remote, version]) => ({ remote, version, lacks: lackedFiles(store, remote, version) }))
    .filter(({ lacks }) => lacks.length)
    .map(({ remote, version, lacks }) => {
      const commit = registry[remote]?.[version]?.commit;
      if (!commit)
        throw new Error(
          `${remote}@${version} is named by a brand but was never released (no entry in ${path.join(store, 'releases.json')})`,
        );
      const repair = !lacks.includes('release.json');
      if (repair) console.log(`release: ${remote} ${version} lacks ${lacks.join(', ')}: repaired from ${commit.slice(0, 7)}`);
      return { remote, version, commit, repair };
    });
  releaseFromCommits(store, todo);
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const flag = (name: string) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const store = path.resolve(ROOT, option('--store') ?? process.env.RELEASES_DIR ?? 'releases');
const shellDir = path.resolve(ROOT, option('--shell') ?? process.env.SHELL_DIST ?? 'shell/dist');
const originUrl = option('--origin');
const origin = originUrl ? releaseOrigin({ origin: originUrl, log: () => {} }) : null;
/**
 * What the origin says of a release: a line when it serves it already (its record's commit and time when it has
 * one), null when it lacks it. An origin that does not answer stops everything: a release it may hold must not be
 * built again.
 */
async function onOrigin(remote: string, version: string): Promise<string | null> {
  if (!origin) return null;
  const url = origin.manifestUrl(undefined, remote, version);
  const state = await origin.load(url);
  if (state === 'absent') return null;
  if (state !== 'present')
    throw new Error(`the origin ${origin.origin} did not answer for ${remote} ${version} (${origin.why(url)}): nothing built`);
  const record = await origin.record(undefined, remote, version);
  return `${remote} ${version} is on the origin ${origin.origin} already${record ? ` (built from ${record.commit.slice(0, 7)} at ${record.builtAt})` : ''}`;
}
const never = 'a release is never built or written twice (bump the version)';
const brands = path.resolve(ROOT, option('--brands') ?? 'config/whitelabels');
const allowDirty = flag('--allow-dirty');
const distDir = option('--dist');
const distVersion = option('--version');
const distCommit = option('--commit');
mkdirSync(store, { recursive: true });
try {
  if (flag('--ensure')) {
    if (origin) throw new Error(`--ensure fills a store folder that is its own site's origin; ${origin.origin} holds its releases already`);
    ensure(store, brands);
  } else if (flag('--all')) {
    for (const remote of remotesOf(ROOT)) {
      const version = packageVersion(ROOT, remote);
      const there = await onOrigin(remote, version);
      // a remote whose version is out already is left as it is: only a bumped version makes a new release
      if (there) console.log(`release: ${there}: left as it is`);
      else if (existsSync(releaseDir(store, remote, version)!)) console.log(`release: ${remote} ${version} is out already`);
      else releaseFromTree(store, remote, { allowDirty });
    }
  } else if (flag('--repair')) {
    // one release made whole from a build of its own commit made elsewhere (a CI artifact): --ensure does it from git
    const [pin] = args;
    const [remote, version] = (pin ?? '').split('@') as [string, string | undefined];
    if (!remote || !version || !distDir) throw new Error('--repair needs <remote>@<version> and --dist <its build>');
    if (!existsSync(path.join(releaseDir(store, remote, version) ?? '', 'release.json')))
      throw new Error(`${remote} ${version} is not in ${store}: --repair makes a release whole, it writes none`);
    const restored = restoreFiles(store, remote, version, path.resolve(distDir));
    console.log(`release: ${remote} ${version}: ${restored.length ? `${restored.join(', ')} restored` : 'whole already'}`);
  } else if (distDir) {
    const [remote] = args;
    if (!remote || !distVersion) throw new Error('--dist needs the remote and --version');
    const there = await onOrigin(remote, distVersion);
    if (there) throw new Error(`${there}: ${never}`);
    warnShell(writeRelease(store, remote, distVersion, path.resolve(distDir), distCommit ?? git(['rev-parse', 'HEAD'])));
    console.log(`release: ${remote} ${distVersion} from ${distDir} -> ${path.relative(ROOT, releaseDir(store, remote, distVersion)!)}`);
  } else
    for (const remote of args) {
      const there = await onOrigin(remote, packageVersion(ROOT, remote));
      if (there) throw new Error(`${there}: ${never}`);
      releaseFromTree(store, remote, { allowDirty });
    }
} catch (error) {
  console.error(`release: ${(error as Error).message}`);
  process.exit(1);
}
