// Decision 045: the application server imports nothing of the fake platform (dev-api/) outside its tests, so a
// production server carries no seeded data, operator pages or simulated identity provider, and the demo's platform
// stays a process of its own. What both need lives in libs/http-answers. Finds an import, export or require of
// @wl/dev-api or of a path into dev-api/, and the package among the server's dependencies. Run by scripts/lint.sh
// (the sources only: no build needed).
//   node scripts/server-imports-no-platform.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = path.join(ROOT, 'server/src');
// its tests may start the platform beside it; the made-up builds they read are test code too
const isTest = (file: string) => /\.test\.ts$/.test(file) || path.basename(file) === 'test-fixtures.ts';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) ? [full] : [];
  });

// a module specifier after from, import( or require(, or a bare import of one
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"`])([^'"`]+)\1/gm;
const platform = (specifier: string) => /^@wl\/dev-api(\/|$)/.test(specifier) || /(^|\/)dev-api(\/|$)/.test(specifier);

const problems: string[] = [];
const scanned = files(SOURCES).filter((file) => !isTest(file));
for (const file of scanned) {
  const text = readFileSync(file, 'utf8');
  for (const [, , specifier] of text.matchAll(SPECIFIER))
    if (specifier && platform(specifier)) problems.push(`${path.relative(ROOT, file)} imports ${specifier}`);
}
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'server/package.json'), 'utf8')) as Record<string, Record<string, string>>;
if (manifest.dependencies?.['@wl/dev-api']) problems.push('server/package.json depends on @wl/dev-api (a devDependency serves its tests)');
// a scan that reads nothing would pass whatever the server holds
if (scanned.length < 10) problems.push(`only ${scanned.length} files scanned in server/src: has the server moved?`);

if (problems.length) {
  console.error(`The application server imports the fake platform (decision 045):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`the application server imports nothing of the platform: ${scanned.length} files`);
