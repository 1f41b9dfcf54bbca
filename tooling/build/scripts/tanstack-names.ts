// What each name of TanStack Query would add to the module the pages share as '@tanstack/react-query' (decision 036;
// issue 40 item 2): that module is on every first load and is never tree-shaken, so a name a remote starts to use is
// paid for by every page. Each set is built as the shared module is (a production Rspack build, React external) and
// measured in gzip bytes.   node tooling/build/scripts/tanstack-names.ts [name ...]
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Configuration, rspack } from '@rspack/core';
import { tanstackQueryEntry } from '../src/shared-entries.ts';

const whole = Object.values(tanstackQueryEntry.alias)[0]!;
/** the names the shared module re-exports today (shared-entries/tanstack-react-query.js) */
const today = [...readFileSync(tanstackQueryEntry.file, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) =>
  names!.split(',').map((n) => n.trim()),
);
const asked = process.argv.slice(2);
const candidates = asked.length
  ? asked
  : ['queryOptions', 'useQueryClient', 'QueryClientProvider', 'infiniteQueryOptions', 'useInfiniteQuery', 'useSuspenseQuery'];

function gzipOf(names: string[] | null): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tanstack-names-'));
  writeFileSync(
    path.join(dir, 'entry.js'),
    names ? `export { ${names.join(', ')} } from ${JSON.stringify(whole)};` : `export * from ${JSON.stringify(whole)};`,
  );
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: path.join(dir, 'entry.js'),
    output: { path: path.join(dir, 'out'), filename: 'main.js', module: true, library: { type: 'module' } },
    externals: { react: 'react', 'react/jsx-runtime': 'react/jsx-runtime' },
    externalsType: 'module',
  };
  return new Promise((resolve, reject) =>
    rspack(config).run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      resolve(gzipSync(readFileSync(path.join(dir, 'out/main.js')), { level: 9 }).length);
    }),
  );
}

const base = await gzipOf(today);
console.log(`today's ${today.length} names (${today.join(', ')}): ${base} B gzip`);
for (const name of candidates) console.log(`  + ${name.padEnd(22)} +${(await gzipOf([...today, name])) - base} B`);
console.log(`  + all of them            +${(await gzipOf([...today, ...candidates])) - base} B`);
console.log(`the whole package: ${await gzipOf(null)} B gzip`);
