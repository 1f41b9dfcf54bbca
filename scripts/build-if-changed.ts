// Builds the shell and the remotes whose sources changed since their last build, so the start and test
// commands are quick when nothing changed. A package's stamp covers its own files, shared's, the build
// recipe's (tooling/build) and the build-time libraries' (libs/*, bundled into the remotes that use them).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
// the shell and every remote of the workspace (a folder mf-* with a build): a new remote needs no edit here
const PACKAGES = [
  'shell',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-') && existsSync(path.join(ROOT, name, 'rspack.config.ts')))
    .sort(),
];
const SKIP = new Set(['node_modules', 'dist', 'sourcemaps', '.data', 'coverage']);

function hashTree(dir: string, hash = createHash('sha1')) {
  for (const entry of readdirSync(dir).sort()) {
    if (SKIP.has(entry)) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) hashTree(full, hash);
    else if (!/\.test\.tsx?$/.test(entry)) hash.update(full).update(readFileSync(full));
  }
  return hash;
}

const commonTrees = ['kit', 'shared', 'tooling/build', ...readdirSync(path.join(ROOT, 'libs')).map((lib) => `libs/${lib}`)];
const sharedHash = commonTrees.reduce((hash, tree) => hashTree(path.join(ROOT, tree), hash), createHash('sha1')).digest('hex');
const only = process.argv.slice(2);
for (const pkg of only.length ? only : PACKAGES) {
  const dir = path.join(ROOT, pkg);
  const stampFile = path.join(dir, 'dist', '.build-stamp');
  const stamp = hashTree(dir)
    .update(sharedHash)
    .update(process.env.NODE_ENV ?? '')
    .digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`build: ${pkg} is up to date`);
    continue;
  }
  console.log(`build: ${pkg}`);
  execFileSync('pnpm', ['--filter', pkg, 'build'], { cwd: ROOT, stdio: 'inherit' });
  writeFileSync(stampFile, stamp);
}
