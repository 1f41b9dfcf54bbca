// Issue 36's "nothing is lost": the rules x routes x visitors x languages the five walks judged before the route
// walker (their logic as it stood at c1361b7, restated here), against what the walker's last run judged (the
// judged.json each of its tests writes). Prints what the old walks judged and the walker did not, and exits 1 if any.
//   node walker-coverage.ts [test-results folder]   (default: test-results, every run's folder under it)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { opens, type Role, SPEC_ROUTES } from './lib/spec-routes.ts';

type Key = `${string} | ${string} | ${string} | ${string}`;
const key = (rule: string, route: string, who: string, lang: string): Key => `${rule} | ${route} | ${who} | ${lang}`;

function judgedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return judgedFiles(full);
    return name === 'judged.json' ? [full] : [];
  });
}

const dir = path.resolve(import.meta.dirname, process.argv[2] ?? 'test-results');
const runs = judgedFiles(dir).map(
  (file) =>
    JSON.parse(readFileSync(file, 'utf8')) as { who: string; language: string; rows: string[]; judged: { rule: string; route: string }[] },
);
if (runs.length !== 8)
  throw new Error(`${runs.length} walks' judged.json under ${dir}, not 8 (4 visitors x 2 languages): run route-walker.spec.ts first`);
// axe judges each screen once per visitor, in either language (decision 071): its language is not part of the key
const langOf = (rule: string, lang: string) => (rule === 'axe' ? 'either' : lang);
const now = new Set<Key>(runs.flatMap((run) => run.judged.map((j) => key(j.rule, j.route, run.who, langOf(j.rule, run.language)))));
const rows = runs[0]!.rows;

const old = new Set<Key>();
const roles: Role[] = ['guest', 'member', 'agent'];
const visited = (route: string, who: string, lang: string) => old.add(key('page error', route, who, lang));
// routes.spec.ts: each route but the shell's, as the first role it opens to, in the default language
for (const route of SPEC_ROUTES.filter((r) => r.owner !== 'shell')) {
  const role = roles.find((r) => opens(route, r))!;
  old.add(key('owner', route.path, role, 'bn'));
  visited(route.path, role, 'bn');
}
// axe-every-route.spec.ts: routesOf(role), in both languages (once since decision 071). The walker's axeRoutesOf has the same rule; it is
// restated, not imported, so that a change to the walker cannot also move the yardstick it is measured against.
const SIGNED_IN_DIFFERENT = new Set(['/m/home', '/m/mine', '/m/member/home', '/m/agentRegister']);
for (const role of roles) {
  const closedSeen = new Set<string>();
  const judged = SPEC_ROUTES.filter((route) => {
    if (route.redirect?.[role]) return false;
    if (!opens(route, role)) {
      if (closedSeen.has(route.owner)) return false;
      closedSeen.add(route.owner);
      return true;
    }
    if (role === 'guest') return true;
    if (route.audience === 'public') return SIGNED_IN_DIFFERENT.has(route.path);
    if (role === 'agent' && route.audience === 'member') return route.path.includes('types=A');
    return true;
  });
  for (const lang of ['bn', 'en'])
    for (const route of judged) {
      old.add(key('axe', route.path, role, langOf('axe', lang)));
      visited(route.path, role, lang);
    }
}
// one-voice.spec.ts: every route a role opens, and the side menu, in both languages
for (const lang of ['bn', 'en'])
  for (const role of roles) {
    for (const route of SPEC_ROUTES.filter((r) => opens(r, role))) {
      old.add(key('one voice', route.path, role, lang));
      visited(route.path, role, lang);
    }
    old.add(key('one voice', 'side menu', role, lang));
  }
// gate-table.spec.ts by URL: every row of the table as each visitor, in the default language
for (const who of ['guest', 'member', 'trial', 'agent'])
  for (const row of rows) {
    old.add(key('gate', row, who, 'bn'));
    visited(row, who, 'bn');
  }
// way-on.spec.ts: every route, as each role in Bengali and as an agent in English
for (const [lang, whom] of [
  ['bn', roles],
  ['en', ['agent']],
] as const)
  for (const role of whom)
    for (const route of SPEC_ROUTES) {
      old.add(key('way on', route.path, role, lang));
      visited(route.path, role, lang);
    }

const lost = [...old].filter((k) => !now.has(k));
const byRule = (set: Iterable<Key>) =>
  Object.entries(
    [...set].reduce<Record<string, number>>((counts, k) => {
      const rule = k.split(' | ')[0]!;
      counts[rule] = (counts[rule] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([rule, n]) => `${rule} ${n}`)
    .join(', ');
console.log(`the old walks judged ${old.size} (rule, route, visitor, language): ${byRule(old)}`);
console.log(`the walker judged ${now.size}: ${byRule(now)}`);
console.log(
  lost.length ? `judged before and not now (${lost.length}):\n  ${lost.join('\n  ')}` : 'every one of them is judged by the walker',
);
if (lost.length) process.exitCode = 1;
