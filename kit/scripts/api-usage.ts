// Who imports each of the kit's root names (issue 41's figure: names used by no other package), from every tracked
// source file outside kit/:
//
//   pnpm --filter @wl/kit api:usage
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentApi } from './public-api.ts';

const dir = path.resolve(import.meta.dirname, '..');
const root = path.resolve(dir, '..');
const { names } = currentApi(dir);
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('kit/'));

const users = new Map<string, Set<string>>(names.map((name) => [name, new Set<string>()]));
for (const file of files) {
  const source = readFileSync(path.join(root, file), 'utf8');
  for (const [, list] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@wl\/kit'/g))
    for (const item of list!.split(',')) {
      const name = item
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      // the package: its folder, or libs/x and tooling/x
      const owner = file
        .split('/')
        .slice(0, /^(libs|tooling)\//.test(file) ? 2 : 1)
        .join('/');
      users.get(name)?.add(owner);
    }
}

const unused = names.filter((name) => users.get(name)!.size === 0);
const shellOnly = names.filter((name) => [...users.get(name)!].join() === 'shell');
console.log(
  `@wl/kit: ${names.length} root names; used by no other package: ${unused.length}${unused.length ? ` (${unused.join(', ')})` : ''}`,
);
console.log(`used by the shell alone: ${shellOnly.length} (${shellOnly.join(', ')})`);
