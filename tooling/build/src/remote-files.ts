// What `pnpm create-remote` writes (scripts/create-remote.ts, issue 39 item 1, decision 051): a new remote's files
// as text, a page added to a remote, and the one root entry a remote needs (its dev port). Pure: the command reads
// and writes the files, so that this is tested without a disk (remote-files.test.ts).
import path from 'node:path';
import { type MenuIcon, type RouteGate, routeManifestProblems } from '@wl/plain/routes';

export type { MenuIcon, RouteGate };

export interface PageSpec {
  /** the route's key, unique across the site: `offers` */
  key: string;
  /** its address: `/m/offers` */
  path: string;
  titles: { bn: string; en: string };
  /** the gate table's rule (decision 026); none: anyone */
  gate?: RouteGate;
  sideMenu?: { order: number; icon: MenuIcon };
  /** its row in the member centre's list, and its entry in the agent home's grid (their own are 10, 20, ...) */
  memberCentre?: { order: number };
  agentHome?: { order: number };
}

export interface RemoteSpec {
  /** the package's and the remote's name: `mf-demo` */
  name: string;
  /** what it is, one line (package.json, README) */
  description: string;
  /** the repository's root and the remote's folder: the files' paths to the root are relative */
  root: string;
  dir: string;
  /** the version range of each dependency, as the workspace's remotes use it */
  ranges: Record<string, string>;
  firstPage: PageSpec;
  /** its dev port's offset from DEV_PORT (dev-servers.ts), for its README */
  devPortOffset: number;
}

/** A remote's dependencies: the reference remote's, less what only its own code needs. */
const DEPENDENCIES = ['@module-federation/enhanced', '@wl/kit', '@wl/plain', 'i18next', 'react', 'react-dom', 'react-i18next', 'zustand'];
const DEV_DEPENDENCIES = [
  '@rspack/cli',
  '@rspack/core',
  '@rspack/dev-server',
  '@testing-library/dom',
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@testing-library/user-event',
  '@types/jest',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  '@wl/build',
  '@wl/host',
  '@wl/jest',
  '@wl/testing',
  'jest',
  'typescript',
];

const REMOTE_NAME = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
// its page's file and component are named from its key (offers-page.tsx, OffersPage)
const LOWER_FIRST = /^[a-z]/;
const ADDRESS = /^\/m\/[A-Za-z0-9/_-]+$/;

/**
 * Why a name or a page cannot be generated; empty when it can. The route itself is checked by the contract's own
 * check (titles, gate, menu entries), as the remote's build will check it.
 */
export function specProblems(name: string, page: PageSpec): string[] {
  const problems: string[] = [];
  if (!REMOTE_NAME.test(name) || name.length > 40) problems.push(`${name}: a remote's name is mf- and lower-case words (mf-demo)`);
  if (!LOWER_FIRST.test(page.key)) problems.push(`${page.key}: a generated page's route key starts lower-case (offers, vipClub)`);
  if (!ADDRESS.test(page.path)) problems.push(`${page.path}: an address is /m/ and a path (/m/offers)`);
  const { key, path: address, titles, gate, sideMenu, memberCentre, agentHome } = page;
  const route = { key, path: address, module: pageModule(key), titles, gate, sideMenu, memberCentre, agentHome };
  return [...problems, ...routeManifestProblems({ remote: name, routes: [route] })];
}

const pascal = (key: string) => key[0]!.toUpperCase() + key.slice(1);
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The page's module name in the exposes map, and its file under src/pages/. */
const pageModule = (key: string) => `./${pascal(key)}Page`;
const pageFile = (key: string) => `${kebab(key)}-page.tsx`;
/** A string literal as the house's format writes it: single quotes, double where the text has a single one only. */
const q = (text: string) => {
  const escaped = text.replace(/\\/g, '\\\\');
  return text.includes("'") && !text.includes('"') ? `"${escaped}"` : `'${escaped.replace(/'/g, "\\'")}'`;
};

function routeEntry(page: PageSpec): string {
  const lines = [
    `    key: ${q(page.key)},`,
    `    path: paths.${page.key},`,
    `    module: ${q(pageModule(page.key))},`,
    `    titles: { bn: ${q(page.titles.bn)}, en: ${q(page.titles.en)} },`,
  ];
  if (page.gate) lines.push(`    gate: ${q(page.gate)},`);
  if (page.sideMenu) lines.push(`    sideMenu: { order: ${page.sideMenu.order}, icon: ${q(page.sideMenu.icon)} },`);
  if (page.memberCentre) lines.push(`    memberCentre: { order: ${page.memberCentre.order} },`);
  if (page.agentHome) lines.push(`    agentHome: { order: ${page.agentHome.order} },`);
  return `  {\n${lines.join('\n')}\n  },\n`;
}

/** the global interface a remote's pages merge their texts' types into (mf-demo: WlMfDemoTexts) */
const textsInterface = (remote: string) =>
  `Wl${remote
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('')}Texts`;

/** A page: its texts in both languages under the remote's namespace, a greeting by the member's name. */
function pageSource(remote: string, page: PageSpec): string {
  const component = `${pascal(page.key)}Page`;
  return `import { registerTranslations, useSessionStore } from '@wl/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// This page's texts, in the remote's namespace: the English give the shape, the Bengali match it key for key.
const en = { ${page.key}: { greeting: 'Welcome, {{name}}', guest: 'Welcome', lead: ${q(`${page.titles.en}: a page of ${remote}.`)} } };
const bn: typeof en = { ${page.key}: { greeting: 'স্বাগতম, {{name}}', guest: 'স্বাগতম', lead: ${q(`${page.titles.bn}: ${remote}-এর একটি পাতা।`)} } };
void registerTranslations(${q(remote)}, { bn, en });

// the keys are typed (decision 059): every page adds its texts to the remote's namespace
type Texts = typeof en;
declare global {
  interface ${textsInterface(remote)} extends Texts {}
  interface WlTexts {
    ${q(remote)}: ${textsInterface(remote)};
  }
}

/** ${page.path}: its title is the route's (the shell's header shows it), its gate the route's${page.gate ? ` (${page.gate})` : ''}. */
export default function ${component}() {
  const { t } = useTranslation(${q(remote)});
  const heading = useId();
  // the login name, which the session holds (a nickname is the member's details, a query: useDisplayName)
  const name = useSessionStore((s) => s.session?.userName);
  const signedIn = name !== undefined;
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{signedIn ? t('${page.key}.greeting', { name }) : t('${page.key}.guest')}</h2>
      <p>{t('${page.key}.lead')}</p>
    </section>
  );
}
`;
}

function pageTest(page: PageSpec): string {
  const component = `${pascal(page.key)}Page`;
  return `import { act, screen } from '@testing-library/react';
import { i18n } from '@wl/kit';
import { renderAt, signedInEachTest } from '@wl/testing';
import ${component} from './${pageFile(page.key).replace(/\.tsx$/, '')}.tsx';

describe('${component}', () => {
  signedInEachTest();
  afterEach(() => act(() => i18n.changeLanguage('bn')));

  it('greets the member by name, in Bengali and in English', async () => {
    renderAt(<${component} />);
    expect(await screen.findByRole('heading', { name: 'স্বাগতম, demo01' })).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Welcome, demo01' })).toBeVisible();
  });
});
`;
}

/** Its package.json: the workspace's ranges of its dependencies, and the scripts every remote has. */
function packageJsonOf(spec: RemoteSpec, toRoot: string): string {
  const { name } = spec;
  const range = (dep: string) => {
    if (dep.startsWith('@wl/')) return 'workspace:*';
    const found = spec.ranges[dep];
    if (!found) throw new Error(`create-remote: no remote of the workspace depends on ${dep}, so its range is unknown`);
    return found;
  };
  const packageJson = {
    name,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: spec.description,
    scripts: {
      build: 'rspack build',
      dev: 'NODE_ENV=development rspack serve',
      test: 'jest',
      typecheck: 'tsc --noEmit -p .',
      release: `node ${toRoot}/scripts/release.ts ${name}`,
    },
    dependencies: Object.fromEntries(DEPENDENCIES.map((dep) => [dep, range(dep)])),
    devDependencies: Object.fromEntries(DEV_DEPENDENCIES.map((dep) => [dep, range(dep)])),
  };
  return `${JSON.stringify(packageJson, null, 2)}\n`;
}

/** How it is typechecked, tested and built. */
function configFiles(name: string, toRoot: string): Record<string, string> {
  return {
    'tsconfig.json': `${JSON.stringify({ extends: `${toRoot}/tsconfig.base.json`, include: ['src', '*.ts', '*.d.ts', `${toRoot}/tooling/build/client.d.ts`] })}\n`,
    'jest.config.cjs': `// The platform behind MSW (decision 038); each test ends signed out with an empty cache.
module.exports = require('@wl/jest/preset.cjs').withPlatform(__dirname, { resetAfterEach: true });
`,
    'rspack.config.ts': `import { federatedConfig } from '@wl/build';
import { exposes } from './src/exposes.ts';
import { routes } from './src/routes.ts';

export default federatedConfig({ name: ${q(name)}, dir: import.meta.dirname, role: 'remote', exposes, routes });
`,
  };
}

/** Its code: the boundary, its standalone page, exposes, paths and routes, and their test. */
function sourceFiles(name: string, page: PageSpec): Record<string, string> {
  return {
    'src/index.ts': `// The async boundary lets the federation runtime provide the shared singletons first.
import('./standalone.tsx');
`,
    'src/standalone.tsx': `import { runStandalone } from '@wl/host/standalone';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';

// ${name} on its own, for its team: \`pnpm --filter ${name} dev\` (the dev API on :8090 behind the proxy), signed in
// with the session bar above the page.
void runStandalone(routes, exposes, (page) => import(\`./pages/\${page}-page.tsx\`));
`,
    'src/exposes.ts': `// What this remote exposes to the shell: the pages of its routes.
export const exposes = {
  ${q(pageModule(page.key))}: ${q(`./src/pages/${pageFile(page.key)}`)},
};
`,
    'src/paths.ts': `// ${name}'s own addresses by route key, for its links to its own pages; its route manifest (routes.ts) takes
// them from here, so that a page's code carries the addresses, not the titles.
export const paths = {
  ${page.key}: ${q(page.path)},
} as const;
`,
    'src/routes.ts': `// The routes ${name} serves (decision 022): the shell routes by them, shows their titles and applies their layout
// and gate before a page's code loads, and draws their menu entries. The build checks them and writes them into
// mf-manifest.json. How to add a page: docs/shipping-a-remote.md.
import { defineRoutes } from '@wl/plain/routes';
import { exposes } from './exposes.ts';
import { paths } from './paths.ts';

export const routes = defineRoutes(${q(name)}, exposes, [
${routeEntry(page)}]);
`,
    'src/exposes.test.tsx': `import { describeExposes, describeRoutes, signInAs } from '@wl/testing';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';

describeExposes(
  ${q(name)},
  exposes,
  (file) => import(\`.\${file.replace(/^\\.\\/src/, '')}\`),
  () => signInAs(),
);

// the addresses without the shell's header, without its bottom menu, and whose back goes home (spec section 2)
describeRoutes(routes, exposes, { noHeader: [], noBottomMenu: [], backHome: [] });
`,
  };
}

function readme(spec: RemoteSpec, toRoot: string): string {
  const { name } = spec;
  const devPort = 3000 + spec.devPortOffset;
  return `# ${name}

${spec.description} Made by \`pnpm create-remote\`; how to add a page, run it alone, release it and preview it:
[docs/shipping-a-remote.md](${toRoot}/docs/shipping-a-remote.md).

\`\`\`sh
pnpm --filter ${name} test        # jest: its pages, its exposes and its route manifest
pnpm --filter ${name} typecheck
pnpm --filter ${name} build
pnpm --filter ${name} dev         # alone on DEV_PORT+${spec.devPortOffset} (${devPort}); sign in with the bar above the page
pnpm --filter ${name} release     # its version, once, into releases/ (docs/operations.md)
pnpm create-remote ${name} --page <key> --en <title> --bn <title> [--menu 35:crown] [--member-centre 25]   # a page more
\`\`\`

| folder | what |
| --- | --- |
| \`src/routes.ts\` | its route manifest: address, page, titles, gate, menu entry of each page |
| \`src/pages/\` | the exposed pages, each with its test |
| \`src/standalone.tsx\` | the remote alone, under the host's session bar (\`@wl/host/standalone\`) |
`;
}

/** Every file of a new remote, by its path inside the remote's folder. */
export function remoteFiles(spec: RemoteSpec): Record<string, string> {
  const { name, firstPage: page } = spec;
  const toRoot = path.relative(spec.dir, spec.root).split(path.sep).join('/');
  return {
    'package.json': packageJsonOf(spec, toRoot),
    ...configFiles(name, toRoot),
    ...sourceFiles(name, page),
    [`src/pages/${pageFile(page.key)}`]: pageSource(name, page),
    [`src/pages/${pageFile(page.key).replace(/\.tsx$/, '.test.tsx')}`]: pageTest(page),
    'README.md': readme(spec, toRoot),
  };
}

/** The remote's exposes, paths and routes files with a page added, and the page's own files. */
export function pageFiles(
  remote: string,
  current: { 'src/exposes.ts': string; 'src/paths.ts': string; 'src/routes.ts': string },
  page: PageSpec,
): Record<string, string> {
  const insert = (file: keyof typeof current, closing: RegExp, text: string) => {
    const source = current[file];
    const match = closing.exec(source);
    if (!match) throw new Error(`create-remote: ${remote}/${file} does not end its list as the generator writes it (${closing})`);
    return source.slice(0, match.index) + text + source.slice(match.index);
  };
  if (new RegExp(`^\\s*['"]?${page.key}['"]?:`, 'm').test(current['src/paths.ts']))
    throw new Error(`create-remote: ${remote} already has a route ${page.key}`);
  return {
    'src/exposes.ts': insert('src/exposes.ts', /^};\s*$/m, `  ${q(pageModule(page.key))}: ${q(`./src/pages/${pageFile(page.key)}`)},\n`),
    'src/paths.ts': insert('src/paths.ts', /^} as const;\s*$/m, `  ${page.key}: ${q(page.path)},\n`),
    'src/routes.ts': insert('src/routes.ts', /^\]\);\s*$/m, routeEntry(page)),
    [`src/pages/${pageFile(page.key)}`]: pageSource(remote, page),
    [`src/pages/${pageFile(page.key).replace(/\.tsx$/, '.test.tsx')}`]: pageTest(page),
  };
}

/** dev-servers.ts with the remote's dev port added (the next offset), and that offset. */
export function withDevPort(source: string, remote: string): { source: string; offset: number } {
  const table = /const DEV_PORT_OFFSETS: Record<string, number> = \{\n([\s\S]*?)\n\};/.exec(source);
  if (!table) throw new Error('create-remote: DEV_PORT_OFFSETS not found in dev-servers.ts');
  const offsets = [...table[1]!.matchAll(/^\s*'?([\w-]+)'?: (\d+),$/gm)].map((m) => [m[1]!, Number(m[2])] as const);
  const own = offsets.find(([name]) => name === remote);
  if (own) return { source, offset: own[1] };
  const offset = Math.max(...offsets.map(([, n]) => n)) + 1;
  const end = table.index + table[0].length - '\n};'.length;
  return { source: `${source.slice(0, end)}\n  '${remote}': ${offset},${source.slice(end)}`, offset };
}

/** The range each dependency has in the workspace's remotes (their package.json files), the first found. */
export function dependencyRanges(packageJsons: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }[]) {
  const ranges: Record<string, string> = {};
  for (const pkg of packageJsons)
    for (const [dep, range] of Object.entries({ ...pkg.devDependencies, ...pkg.dependencies })) ranges[dep] ??= range;
  return ranges;
}
