// A new remote in one command, or a page more in one (issue 39 item 1, decision 051):
//
//   pnpm create-remote mf-demo --en "Demo" --bn "ডেমো" [--page demo] [--path /m/demo] [--gate member]
//                      [--menu 35:crown] [--member-centre 25] [--agent-home 15] [--description "..."]
//   pnpm create-remote mf-demo --page offers --en "Offers" --bn "অফার" [--path /m/offers] [--gate ...] [--menu ...] ...
//
// --menu <order>:<icon>, --member-centre <order>, --agent-home <order>: the page's entry in the side menu, the member
// centre's list and the agent home's grid (their own entries are at 10, 20, ...; decision 051).
//
// A new remote: its package (build, tests, standalone entry, README) under mf-demo/, its dev port in
// tooling/build/src/dev-servers.ts, then `pnpm install` (its workspace links and the lockfile's entry; the workspace
// takes every mf-* folder, the layering's rules every mf-*, .dependency-cruiser.cjs). The files themselves:
// tooling/build/src/remote-files.ts.
// --dir writes it elsewhere and --no-root leaves the root's files and the install alone (the e2e journey's copy).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  dependencyRanges,
  type MenuIcon,
  type RouteGate,
  type PageSpec,
  pageFiles,
  remoteFiles,
  specProblems,
  withDevPort,
} from '@wl/build/remote-files';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEV_SERVERS = path.join(ROOT, 'tooling/build/src/dev-servers.ts');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    page: { type: 'string' },
    path: { type: 'string' },
    en: { type: 'string' },
    bn: { type: 'string' },
    gate: { type: 'string' },
    menu: { type: 'string' },
    'member-centre': { type: 'string' },
    'agent-home': { type: 'string' },
    description: { type: 'string' },
    dir: { type: 'string' },
    'no-root': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`create-remote: ${message}`);
  process.exit(1);
}

const name = positionals[0] ?? fail('name the remote: pnpm create-remote mf-demo --en "Demo" --bn "ডেমো"');
const dir = path.resolve(values.dir ?? path.join(ROOT, name));
const adding = existsSync(path.join(dir, 'package.json'));
const key = values.page ?? name.replace(/^mf-/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
if (!values.en || !values.bn)
  fail(`give the page's title in both languages: --en "${key}" --bn "..." (every text is in Bengali and English)`);
const [order, icon = 'page'] = (values.menu ?? '').split(':');
const page: PageSpec = {
  key,
  path: values.path ?? `/m/${key}`,
  titles: { en: values.en, bn: values.bn },
  ...(values.gate ? { gate: values.gate as RouteGate } : adding ? {} : { gate: 'member' as const }),
  ...(values.menu ? { sideMenu: { order: Number(order), icon: icon as MenuIcon } } : {}),
  ...(values['member-centre'] ? { memberCentre: { order: Number(values['member-centre']) } } : {}),
  ...(values['agent-home'] ? { agentHome: { order: Number(values['agent-home']) } } : {}),
};
const problems = specProblems(name, page);
if (problems.length > 0) fail(problems.join('\n'));

const write = (files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return Object.keys(files);
};

if (adding) {
  if (values.page === undefined) fail(`${path.relative(ROOT, dir)} exists: --page <key> adds a page to it`);
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const written = write(
    pageFiles(
      name,
      { 'src/exposes.ts': read('src/exposes.ts'), 'src/paths.ts': read('src/paths.ts'), 'src/routes.ts': read('src/routes.ts') },
      page,
    ),
  );
  console.log(`create-remote: ${name} serves ${page.path} (${page.titles.en}): ${written.join(', ')}`);
  process.exit(0);
}

const remotes = readdirSync(ROOT)
  .filter((entry) => entry.startsWith('mf-') && existsSync(path.join(ROOT, entry, 'package.json')))
  .sort();
const ranges = dependencyRanges(remotes.map((remote) => JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8'))));
const devServers = withDevPort(readFileSync(DEV_SERVERS, 'utf8'), name);
const written = write(
  remoteFiles({
    name,
    description: values.description ?? `${page.titles.en}.`,
    root: ROOT,
    dir,
    ranges,
    firstPage: page,
    devPortOffset: devServers.offset,
  }),
);
console.log(`create-remote: ${path.relative(ROOT, dir)}/ with ${written.length} files (${page.path}, ${page.titles.en})`);
if (!values['no-root']) {
  writeFileSync(DEV_SERVERS, devServers.source);
  console.log(`create-remote: its dev port, DEV_PORT+${devServers.offset}, in tooling/build/src/dev-servers.ts`);
  execFileSync('pnpm', ['install', '--prefer-offline'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`
Next:
  pnpm --filter ${name} test && pnpm --filter ${name} build
  pnpm --filter ${name} dev                   # alone, sign in with the bar above the page
  pnpm create-remote ${name} --page <key> --en <title> --bn <title> [--menu <order>:<icon>] [--member-centre <order>]
  git add ${name} pnpm-lock.yaml tooling/build/src/dev-servers.ts
Its first release and its brand: docs/shipping-a-remote.md.`);
}
