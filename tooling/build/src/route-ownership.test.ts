import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 22: each remote owns its routes. Neither the shell nor the contract names a remote, a remote's route
// path or alias, or a page module it exposes (tests aside); the shell keeps its own screens and the home
// aliases. Read from every remote's own route manifest (src/routes.ts) and exposes map in the workspace.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const remotes = readdirSync(ROOT).filter((name) => name.startsWith('mf-'));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
const code = ['shell/src', 'kit/src']
  .flatMap((dir) => sources(path.join(ROOT, dir)))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const naming = (word: string) => {
  // a name as a whole word (the shell's LoginDialogSlot is not a remote's LoginDialog module)
  const pattern = new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w-])`);
  return code.filter(({ text }) => pattern.test(text)).map(({ file }) => path.relative(ROOT, file));
};

describe('the shell and the contract name no remote and none of its routes', () => {
  it('finds the remotes and their routes to look for', () => {
    expect(remotes.length).toBeGreaterThanOrEqual(5);
  });

  it.each(remotes)('%s: its name, paths, aliases and page modules appear nowhere in shell/src or kit/src', (remote) => {
    const routes = readFileSync(path.join(ROOT, remote, 'src/routes.ts'), 'utf8');
    const exposes = readFileSync(path.join(ROOT, remote, 'src/exposes.ts'), 'utf8');
    const words = [
      remote,
      remote.replace('-', '_'),
      ...[...routes.matchAll(/(?:path: |aliases: \[[^\]]*)'(\/[^']+)'/g)].map((m) => `'${m[1]}'`),
      ...[...routes.matchAll(/'(\/[^']+\.html)'/g)].map((m) => m[1]!),
      ...[...exposes.matchAll(/'\.\/([A-Z]\w+)'/g)].map((m) => m[1]!),
    ];
    expect(words.length).toBeGreaterThan(4);
    for (const word of words) expect([word, naming(word)]).toEqual([word, []]);
  });
});
