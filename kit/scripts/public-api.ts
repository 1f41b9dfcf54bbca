// The public API list in kit/README.md, generated from src/index.ts so it cannot drift, and the
// contract's version kept honest: a changed list needs a new version (removals a major, additions a minor).
// api-readme.ts writes the list; src/public-api.test.ts fails while the README's list differs from index.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiGroup {
  title: string;
  values: string[];
  types: string[];
}

const START = '<!-- public-api:start';
const END = '<!-- public-api:end -->';

/** The groups of index.ts: each `// title` comment starts one; its exports follow it. */
export function parsePublicApi(source: string): ApiGroup[] {
  const groups: ApiGroup[] = [];
  let current: ApiGroup | null = null;
  // the file's own header (the first comment) names no group
  const body = source.replace(/^\/\/[^\n]*\n(\/\/[^\n]*\n)*/, '');
  const statement =
    /^\/\/\s*(.+)$|^export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]+['"];?|^export\s+\*\s+as\s+(\w+)\s+from|^export\s+\*/gm;
  for (const m of body.matchAll(statement)) {
    if (m[1] !== undefined) {
      // a comment of several lines: its first line is the title
      if (current && !current.values.length && !current.types.length) continue;
      current = { title: m[1].trim(), values: [], types: [] };
      groups.push(current);
      continue;
    }
    if (!current && (m[3] !== undefined || m[4] !== undefined)) throw new Error('index.ts: an export before the first group comment');
    // a namespace under one name (`export * as name`) names what it exports: one value
    if (m[4] !== undefined) {
      current!.values.push(m[4]);
      continue;
    }
    if (m[3] === undefined) throw new Error('index.ts: `export *` hides what the contract exports; name each export');
    if (!current) throw new Error('index.ts: an export before the first group comment');
    for (const raw of m[3].split(',')) {
      const spec = raw.replace(/\/\/[^\n]*/g, '').trim();
      if (!spec) continue;
      const typeOnly = Boolean(m[2]) || spec.startsWith('type ');
      const name = spec
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      (typeOnly ? current.types : current.values).push(name);
    }
  }
  return groups.filter((g) => g.values.length + g.types.length > 0);
}

const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
const code = (names: string[]) =>
  sorted(names)
    .map((n) => `\`${n}\``)
    .join(', ');

/** The README section: a count, then each group's values and types. */
export function renderApiSection(groups: ApiGroup[], version: string): string {
  const values = groups.reduce((n, g) => n + g.values.length, 0);
  const types = groups.reduce((n, g) => n + g.types.length, 0);
  const lines = [
    `${START} (generated from src/index.ts: pnpm --filter @wl/kit api:readme) -->`,
    `Version ${version}: ${values + types} names, ${values} values and ${types} types.`,
    '',
    '| group | values | types |',
    '| --- | --- | --- |',
    ...groups.map((g) => `| ${g.title} | ${code(g.values) || '-'} | ${code(g.types) || '-'} |`),
    END,
  ];
  return lines.join('\n');
}

/** The generated section of a README, with the version and names it records. */
export function readmeSection(readme: string): { text: string; version: string; names: string[] } | null {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return null;
  const text = readme.slice(start, end + END.length);
  const version = /^Version (\S+):/m.exec(text)?.[1] ?? '';
  const rows = text.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| group') && !l.startsWith('| ---'));
  const names = rows.flatMap((row) =>
    [
      ...row
        .split('|')
        .slice(2)
        .join('|')
        .matchAll(/`([^`]+)`/g),
    ].map((m) => m[1]!),
  );
  return { text, version, names };
}

const parse = (v: string) => v.split('.').map(Number) as [number, number, number];

/** Why the version must move before the list changes, or null when it has moved enough. */
export function versionProblem(before: { version: string; names: string[] }, after: { version: string; names: string[] }): string | null {
  // the first list records what is there
  if (!before.names.length) return null;
  const removed = before.names.filter((n) => !after.names.includes(n));
  const added = after.names.filter((n) => !before.names.includes(n));
  if (!removed.length && !added.length) return null;
  const [bMajor, bMinor] = parse(before.version);
  const [aMajor, aMinor] = parse(after.version);
  if (removed.length && aMajor <= bMajor) {
    return `removed ${removed.join(', ')}: a remote built against ${before.version} may use them, so this is a new major (${bMajor + 1}.0.0)`;
  }
  if (added.length && aMajor === bMajor && aMinor <= bMinor) {
    return `added ${added.join(', ')}: a new minor (${bMajor}.${bMinor + 1}.0), so a remote that uses them requires it`;
  }
  return null;
}

export function currentApi(dir: string) {
  const groups = parsePublicApi(readFileSync(path.join(dir, 'src/index.ts'), 'utf8'));
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { groups, version, names: groups.flatMap((g) => [...g.values, ...g.types]) };
}
