// Rewrites the public API list in kit/README.md from src/index.ts (scripts/public-api.ts), and refuses
// while the list changed but the version did not move as far as it must.
//
//   pnpm --filter @wl/kit api:readme
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentApi, readmeSection, renderApiSection, versionProblem } from './public-api.ts';

const dir = path.resolve(import.meta.dirname, '..');
const readmeFile = path.join(dir, 'README.md');
const readme = readFileSync(readmeFile, 'utf8');
const recorded = readmeSection(readme);
if (!recorded) throw new Error('README.md has no generated public-api section (its start and end markers)');
const now = currentApi(dir);
const problem = versionProblem(recorded, now);
if (problem) {
  console.error(`@wl/kit ${now.version}: ${problem}. Set "version" in kit/package.json, then run this again.`);
  process.exit(1);
}
writeFileSync(readmeFile, readme.replace(recorded.text, renderApiSection(now.groups, now.version)));
console.log(`kit/README.md: ${now.names.length} names of @wl/kit ${now.version}`);
