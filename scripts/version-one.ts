// Versions one package from its pending changesets, and no other (issue 39 item 4): `pnpm changeset version` takes
// every pending changeset and bumps each package named, with the dependents of a shared one beside it, so a team
// releasing its remote used up the other teams' changesets. Here changesets' own `--ignore` names every other
// package of the workspace: their changesets stay pending, untouched, and nothing of theirs moves.
//
//   pnpm version:one mf-cashier                 bumps mf-cashier's package.json, writes its CHANGELOG.md
//
// A changeset naming this package and another cannot be split by changesets (it refuses a "mixed" changeset): the
// command says which, and the team splits it into one per package (one file each, the same text).
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace's packages by name: the folders pnpm-workspace.yaml's `packages:` globs match that hold a package.json. */
export function workspacePackages(root: string): string[] {
  const lines = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const entries: string[] = [];
  for (const line of lines.slice(lines.findIndex((l) => /^packages:\s*$/.test(l)) + 1)) {
    if (/^\S/.test(line)) break;
    const entry = line.match(/^\s+-\s+['"]?([^'"#\s]+)/)?.[1];
    if (entry) entries.push(entry);
  }
  // each line a glob, as pnpm reads it (`mf-*`, `libs/*`, a plain folder)
  const folders = entries.flatMap((entry) => globSync(entry, { cwd: root }).sort());
  return folders
    .map((dir) => path.join(root, dir, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name);
}

/** The pending changesets that name the package beside another: changesets would refuse the run over them. */
export function mixedChangesets(root: string, name: string): string[] {
  const dir = path.join(root, '.changeset');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .filter((file) => {
      const front = readFileSync(path.join(dir, file), 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
      const named = [...front.matchAll(/^\s*['"]?([^'":]+)['"]?\s*:/gm)].map(([, pkg]) => pkg!.trim());
      return named.includes(name) && named.some((pkg) => pkg !== name);
    });
}

/** Runs `changeset version` for `name` alone in the workspace at `root`. */
export function versionOne(root: string, name: string, changeset = path.join(root, 'node_modules/.bin/changeset')) {
  const packages = workspacePackages(root);
  if (!packages.includes(name)) throw new Error(`${name} is not a package of this workspace (${packages.join(', ')})`);
  const mixed = mixedChangesets(root, name);
  if (mixed.length)
    throw new Error(
      `${mixed.map((file) => `.changeset/${file}`).join(', ')} name${mixed.length === 1 ? 's' : ''} ${name} and other packages: split ${mixed.length === 1 ? 'it' : 'each'} into one changeset per package, then run this again`,
    );
  const ignore = packages.filter((pkg) => pkg !== name).flatMap((pkg) => ['--ignore', pkg]);
  execFileSync(changeset, ['version', ...ignore], { cwd: root, stdio: 'inherit' });
}

if (import.meta.main) {
  const [name] = process.argv.slice(2);
  if (!name) {
    console.error('usage: pnpm version:one <package>   (mf-cashier, ...)');
    process.exit(2);
  }
  try {
    versionOne(path.resolve(import.meta.dirname, '..'), name);
  } catch (error) {
    console.error(`version:one: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
