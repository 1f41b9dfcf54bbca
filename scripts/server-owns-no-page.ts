// Issue 22: the server's code knows no remote's page. The lobby's first screens are its own data (published in its
// build from mf-lobby/src/first-screen.ts); the application server's page renderer and routes, the scripts and the
// nginx configuration read them there and hold none of the lobby's calls, query, fields, selectors, storage keys,
// pixel values, page module names or CSS module classes. The words are taken from the lobby's own sources, so a
// value moved back into any of those files is found. Run by scripts/lint.sh (the sources only: no build needed).
//   node scripts/server-owns-no-page.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exposes } from 'mf-lobby/exposes';
import { firstScreens } from 'mf-lobby/first-screen';

const ROOT = path.resolve(import.meta.dirname, '..');

const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(full, ext);
    return ext.test(e.name) ? [full] : [];
  });

const scanned = [
  // this check names the words it looks for by where they come from, never by value
  ...files(path.join(ROOT, 'scripts'), /\.(ts|sh)$/).filter((file) => file !== import.meta.filename),
  // the page renderer and the routes (their own tests use made-up pages)
  ...files(path.join(ROOT, 'server/src/page'), /(?<!\.test)\.ts$/),
  ...files(path.join(ROOT, 'server/src/routes'), /(?<!\.test)\.ts$/),
  ...files(path.join(ROOT, 'deploy'), /\.conf$/),
].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const found = (pattern: RegExp) => scanned.filter(({ text }) => pattern.test(text)).map(({ file }) => path.relative(ROOT, file));
const literal = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));

const problems: string[] = [];
/** Each word or pattern that some scanned file holds, with the files. */
const look = (kind: string, items: Iterable<[label: string, pattern: RegExp]>) => {
  for (const [label, pattern] of items) {
    const where = found(pattern);
    if (where.length) problems.push(`the lobby's ${kind} ${label} is in ${where.join(', ')}`);
  }
};
/** A scan that finds too few words to look for has lost its source: it would pass whatever the files hold. */
const enough = (what: string, count: number, least: number) => {
  if (count < least) problems.push(`only ${count} ${what} to look for (at least ${least}): has the lobby's source moved?`);
};

const screens = Object.values(firstScreens);

const words = new Set<string>();
for (const screen of screens) {
  words.add(screen.call.path);
  words.add(screen.call.path.split('/').at(-1)!);
  for (const [name, value] of screen.call.query) {
    if (name.length > 3) words.add(`${name}=`);
    if (typeof value === 'string' && value.length > 3) words.add(value);
  }
  for (const field of screen.images.fields) if (field.length > 3) words.add(field);
  for (const id of screen.appImage.matchAll(/data-testid="([^"]+)"/g)) words.add(id[1]!);
  for (const name of Object.keys(screen.params ?? {})) words.add(`'${name}'`);
  for (const rule of Object.values(screen.params ?? {})) for (const v of rule.oneOf ?? []) if (v.length > 3) words.add(`'${v}'`);
  if (screen.boxes.topWhenBarHidden) words.add(screen.boxes.topWhenBarHidden.storageKey);
}
enough('first-screen calls, query, fields, selectors and storage keys', words.size, 13);
look(
  'first-screen word',
  [...words].map((word) => [JSON.stringify(word), literal(word)]),
);

const numbers = new Set<number>();
for (const screen of screens) {
  const { top, topWhenBarHidden, sides, gap, radius, image, maxViewport } = screen.boxes;
  for (const n of [sides, gap, radius, ...image, maxViewport ?? 0, topWhenBarHidden?.top ?? 0]) numbers.add(n);
  for (const n of typeof top === 'number' ? [top] : [top.otherwise, ...Object.values(top.values)]) numbers.add(n);
}
numbers.delete(0);
look(
  'pixel value',
  [...numbers].map((n) => [String(n), new RegExp(`(?<![\\d.])${n}px|[:=]\\s*${n}[,;\\s]`)]),
);

const modules = Object.keys(exposes).map((module) => module.slice(2));
enough('page modules', modules.length, 5);
look(
  'page module',
  modules.map((module) => [module, literal(module)]),
);

const classes = new Set<string>();
for (const css of files(path.join(ROOT, 'mf-lobby/src'), /\.module\.css$/)) {
  for (const m of readFileSync(css, 'utf8').matchAll(/\.([a-zA-Z][\w-]{5,})\b/g)) classes.add(m[1]!);
}
enough('CSS module classes', classes.size, 21);
// as a selector in a string, or in a class attribute (not a method of the same name)
look(
  'CSS module class',
  [...classes].map((name) => [name, new RegExp(`[\\s'"\`]\\.${name}\\b(?!\\s*\\()|class(Name)?=["'][^"']*\\b${name}\\b`)]),
);

if (problems.length) {
  console.error(`The server holds what only the lobby's pages should know (issue 22):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `the server holds none of the lobby's pages: ${words.size} words, ${numbers.size} pixel values, ${modules.length} modules, ${classes.size} classes`,
);
