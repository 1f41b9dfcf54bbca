import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactI18nextEntry, tanstackInfiniteEntry, tanstackQueryEntry, valibotEntry } from './shared-entries.ts';

// The pages share react-i18next as a few of its names (shared-entries.ts). TypeScript and jest see the
// whole package, so a part that imports another name would build, pass its tests and find `undefined`
// in the page: this finds every import of the package in the parts' code and asks for it here.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PARTS = [
  'shell',
  'kit',
  'shared',
  'mf-auth',
  'mf-lobby',
  'mf-cashier',
  'mf-member',
  'mf-agent',
  'libs/validation',
  'libs/platform-contract',
  'libs/brand-config',
  'libs/plain',
];

/**
 * a part's page code (its tests run against the whole package in jest, never in a page); not the layering's probes,
 * which import-boundaries.test.ts writes into these folders and removes while this file may be reading them
 */
const sources = (part: string) =>
  (readdirSync(path.join(ROOT, part, 'src'), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/zz-boundary-probe-/.test(file))
    .map((file) => path.join(ROOT, part, 'src', file));

/** the names one file takes from react-i18next at run time, or why it cannot be checked */
function namesTaken(source: string): { names: string[]; unsupported: string[] } {
  const names: string[] = [];
  const unsupported: string[] = [];
  const statement = /\b(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"](react-i18next[^'"]*)['"]/g;
  for (const [line, , typeOnly, clause, specifier] of source.matchAll(statement)) {
    if (typeOnly) continue;
    const named = clause!.match(/^\{([^}]*)\}$/);
    if (specifier !== 'react-i18next' || !named) {
      unsupported.push(line.replace(/\s+/g, ' '));
      continue;
    }
    for (const item of named[1]!.split(',').map((part) => part.trim())) {
      if (item && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/)[0]!);
    }
  }
  for (const [line] of source.matchAll(/\bimport\(\s*['"]react-i18next[^'"]*['"]\s*\)/g)) unsupported.push(line);
  return { names, unsupported };
}

const entrySource = readFileSync(reactI18nextEntry.file, 'utf8');
const shared = [...entrySource.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim()));

describe('react-i18next as the pages share it', () => {
  it('offers only names the package has', () => {
    const whole = createRequire(createRequire(import.meta.url).resolve('@wl/kit/package.json'))('react-i18next') as object;
    expect(shared.length).toBeGreaterThan(0);
    for (const name of shared) expect(Object.keys(whole)).toContain(name);
  });

  it('finds the imports it checks', () => {
    const taken = PARTS.flatMap((part) => sources(part).flatMap((file) => namesTaken(readFileSync(file, 'utf8')).names));
    expect(new Set(taken)).toEqual(new Set(['useTranslation', 'initReactI18next']));
  });

  it.each(PARTS)('offers every name %s takes from it', (part) => {
    const missing: string[] = [];
    for (const file of sources(part)) {
      const { names, unsupported } = namesTaken(readFileSync(file, 'utf8'));
      const where = path.relative(ROOT, file);
      missing.push(...names.filter((name) => !shared.includes(name)).map((name) => `${where}: ${name}`));
      missing.push(...unsupported.map((line) => `${where}: ${line} (only named imports of 'react-i18next')`));
    }
    expect(missing).toEqual([]);
  });

  it('reads the names a file takes, and flags what it cannot share', () => {
    const source = [
      "import { useTranslation, Trans as T, type TFunction } from 'react-i18next';",
      "import type { Namespace } from 'react-i18next';",
      "import * as all from 'react-i18next';",
      "export { withTranslation } from 'react-i18next';",
      "import x from 'react-i18next/initReactI18next';",
      "const later = import('react-i18next');",
    ].join('\n');
    expect(namesTaken(source)).toEqual({
      names: ['useTranslation', 'Trans', 'withTranslation'],
      unsupported: ["import * as all from 'react-i18next'", "import x from 'react-i18next/initReactI18next'", "import('react-i18next')"],
    });
  });
});

describe('TanStack Query as the pages share it', () => {
  const entry = readFileSync(tanstackQueryEntry.file, 'utf8');
  const offered = [...entry.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim()));
  const taken = PARTS.flatMap((part) =>
    sources(part).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bimport\s+\{([^}]*)\}\s*from\s*['"]@tanstack\/react-query['"]/g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item && !item.startsWith('type '))
          .map((item) => item.split(/\s+as\s+/)[0]!),
      ),
    ),
  );

  it('offers only names the package has, and every name the parts take', () => {
    const whole = createRequire(createRequire(import.meta.url).resolve('@wl/kit/package.json'))('@tanstack/react-query') as object;
    for (const name of offered) expect(Object.keys(whole)).toContain(name);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.filter((name) => !offered.includes(name))).toEqual([]);
  });
});

describe("TanStack Query's infinite lists as the pages share them", () => {
  const names = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim())).sort();

  it('offers in the page the names the typecheck and jest see (@wl/kit/infinite-query), and only names the package has', () => {
    const seen = createRequire(import.meta.url).resolve('@wl/kit/infinite-query');
    expect(names(tanstackInfiniteEntry.file)).toEqual(names(seen));
    const whole = createRequire(createRequire(import.meta.url).resolve('@wl/kit/package.json'))('@tanstack/react-query') as object;
    for (const name of names(tanstackInfiniteEntry.file)) expect(Object.keys(whole)).toContain(name);
  });
});

describe('valibot as the pages share it', () => {
  const entry = readFileSync(valibotEntry.file, 'utf8');
  const offered = [...entry.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  // the OpenAPI writer runs in Node (scripts/write-openapi.ts), never in a page
  const pageSources = PARTS.flatMap(sources).filter((file) => !file.endsWith(`platform-contract${path.sep}src${path.sep}openapi.ts`));
  /** the functions a file runs from valibot: `v.name(` of its namespace import, or a named import (types start upper case) */
  const taken = (source: string) => {
    const names: string[] = [];
    const namespace = source.match(/\bimport\s+\*\s+as\s+(\w+)\s+from\s+['"]valibot['"]/)?.[1];
    if (namespace) for (const m of source.matchAll(new RegExp(`\\b${namespace}\\.([a-z]\\w*)`, 'g'))) names.push(m[1]!);
    for (const m of source.matchAll(/\bimport\s+\{([^}]*)\}\s*from\s*['"]valibot['"]/g))
      for (const item of m[1]!.split(',').map((part) => part.trim()))
        if (item && !item.startsWith('type ') && /^[a-z]/.test(item)) names.push(item.split(/\s+as\s+/)[0]!);
    return names;
  };

  it('offers only functions the package has, and every function the parts run', async () => {
    const whole = (await import(valibotEntry.alias['valibot-whole$'])) as Record<string, unknown>;
    for (const name of offered) expect(typeof whole[name]).toBe('function');
    const used = new Set(pageSources.flatMap((file) => taken(readFileSync(file, 'utf8'))));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !offered.includes(name))).toEqual([]);
  });

  it('carries nothing no part runs', () => {
    const used = new Set(pageSources.flatMap((file) => taken(readFileSync(file, 'utf8'))));
    expect(offered.filter((name) => !used.has(name))).toEqual([]);
  });

  it('reads the functions a file runs, by namespace or by name, and leaves the types', () => {
    const source = [
      "import * as s from 'valibot';",
      "import { object as obj, type InferOutput, GenericSchema, pipe } from 'valibot';",
      'const a = s.string(); type T = s.InferOutput<typeof a>; obj({}); pipe(a);',
    ].join('\n');
    expect(taken(source)).toEqual(['string', 'object', 'pipe']);
  });
});
