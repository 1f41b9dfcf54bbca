// The server's code knows no remote's page (issue 22): the lobby's first screens are its own data, published
// in its build; scripts/ reads them and holds none of the lobby's calls, classes, selectors, fields, names or
// pixel values. Scanned against what the lobby publishes and its own CSS modules, so a value moved back into
// scripts/ is found.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { lobbyScreens } from '../lib/first-screens.ts';
import { ROOT } from '../lib/site.ts';

const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(full, ext);
    return ext.test(e.name) ? [full] : [];
  });

const scripts = files(path.join(ROOT, 'scripts'), /\.(ts|sh)$/).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const found = (pattern: RegExp) => scripts.filter(({ text }) => pattern.test(text)).map(({ file }) => path.relative(ROOT, file));
const literal = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));

test("scripts/ holds none of the lobby's first-screen calls, query, fields, selectors or storage keys", () => {
  const words = new Set<string>();
  for (const screen of Object.values(lobbyScreens())) {
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
  expect(words.size).toBeGreaterThan(12);
  for (const word of words) expect(found(literal(word)), word).toEqual([]);
});

test("scripts/ holds none of the lobby's pixel values, page module names or CSS module classes", () => {
  const numbers = new Set<number>();
  for (const screen of Object.values(lobbyScreens())) {
    const { top, topWhenBarHidden, sides, gap, radius, image, maxViewport } = screen.boxes;
    for (const n of [sides, gap, radius, ...image, maxViewport ?? 0, topWhenBarHidden?.top ?? 0]) numbers.add(n);
    for (const n of typeof top === 'number' ? [top] : [top.otherwise, ...Object.values(top.values)]) numbers.add(n);
  }
  numbers.delete(0);
  for (const n of numbers) expect(found(new RegExp(`(?<![\\d.])${n}px|[:=]\\s*${n}[,;\\s]`)), `${n}`).toEqual([]);
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'mf-lobby/dist/mf-manifest.json'), 'utf8')) as { exposes: { path: string }[] };
  for (const { path: module } of manifest.exposes) expect(found(literal(module.slice(2))), module).toEqual([]);
  const classes = new Set<string>();
  for (const css of files(path.join(ROOT, 'mf-lobby/src'), /\.module\.css$/)) {
    for (const m of readFileSync(css, 'utf8').matchAll(/\.([a-zA-Z][\w-]{5,})\b/g)) classes.add(m[1]!);
  }
  expect(classes.size).toBeGreaterThan(20);
  // as a selector in a string, or in a class attribute (not a method of the same name)
  for (const name of classes)
    expect(found(new RegExp(`[\\s'"\`]\\.${name}\\b(?!\\s*\\()|class(Name)?=["'][^"']*\\b${name}\\b`)), name).toEqual([]);
});
