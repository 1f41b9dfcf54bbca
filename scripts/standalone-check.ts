// Proves that each remote runs alone, as its team runs it (its `dev` script, README "runs alone"): e2e/lib/standalone.ts
// on each remote's first page below (a remote not named here: its first route's heading). One remote at a time.
//
//   node scripts/standalone-check.ts [remote ...]     (default: every remote of the dev-port table, one after another)
//
// DEV_PORT (default 3100) places the remote's dev server as `pnpm dev` would (mf-auth on DEV_PORT + 1, ...); the
// dev API listens on DEV_PORT + 90. Not part of the test command: a dev compile takes a while on a small machine.
import path from 'node:path';
import { DEV_REMOTES, devPort } from '@wl/build/dev-servers';
import { checkAlone, type FirstPage } from '@wl/e2e/standalone';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEV_PORT = Number(process.env.DEV_PORT ?? 3100);
const API_PORT = DEV_PORT + 90;

// Each remote's first page with something on it that only that page's code, its reads and the kit draw.
const FIRST_PAGES: Record<string, FirstPage> = {
  'mf-auth': {
    path: '/m/login',
    // exact: the session bar above it has a dev API username of its own
    shows: (p) => p.getByRole('textbox', { name: 'ব্যবহারকারীর নাম', exact: true }),
    what: 'the login form (the forms kit, the register settings read)',
  },
  // a game's play button, named by the game the home read (by what a player reads: the lobby's own test ids and
  // classes stay out of the scripts, scripts/server-owns-no-page.ts)
  'mf-lobby': { path: '/m/home', shows: (p) => p.getByRole('button', { name: / খেলুন$/ }).first(), what: 'the home page with its games' },
  'mf-cashier': {
    path: '/m/voucherCenter',
    account: ['demo01', 'Demo@1234'],
    shows: (p) => p.getByRole('textbox', { name: /পরিমাণ/ }),
    what: "the deposit form's amount (the member's channels read)",
  },
  'mf-member': {
    path: '/m/mine',
    account: ['demo01', 'Demo@1234'],
    shows: (p) => p.getByText('demo01', { exact: true }),
    what: "the member centre with the member's name (the member read)",
  },
  'mf-agent': {
    path: '/m/agent',
    account: ['agent01', 'Agent@1234'],
    shows: (p) => p.getByRole('heading', { level: 1 }),
    what: "the agency home's greeting",
  },
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

const remotes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEV_REMOTES;
for (const remote of remotes) {
  const port = devPort(remote, { DEV_PORT: String(DEV_PORT) });
  console.log(
    await checkAlone(remote, {
      dir: path.join(ROOT, remote),
      port,
      apiPort: API_PORT,
      ...(FIRST_PAGES[remote] ? { first: FIRST_PAGES[remote] } : {}),
    }),
  );
}
process.exit(0);
