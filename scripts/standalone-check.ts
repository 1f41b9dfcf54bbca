// Proves that each remote runs alone, as its team runs it (`pnpm --filter <remote> dev`, README "runs alone"):
// starts a throwaway dev API, then the remote's dev server alone against it (its proxy), fetches its page, and
// loads the remote's first page in Chromium (signed in through the page's session bar where the page is a member's or an
// agent's), waiting for that page's own
// content and failing on any console error or uncaught exception. One remote at a time, each server stopped after.
//
//   node scripts/standalone-check.ts [remote ...]     (default: all five, one after another)
//
// DEV_PORT (default 3100) places the remote's dev server as `pnpm dev` would (mf-auth on DEV_PORT + 1, ...); the
// dev API listens on DEV_PORT + 90. Not part of the test command: a dev compile takes a while on a small machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEV_REMOTES, devPort } from '../tooling/build/src/dev-servers.ts';
import { chromiumLaunch } from '../e2e/lib/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test') as typeof import('@playwright/test');
const DEV_PORT = Number(process.env.DEV_PORT ?? 3100);
const API_PORT = DEV_PORT + 90;
const API = `http://127.0.0.1:${API_PORT}`;

interface FirstPage {
  path: string;
  /** a seeded account (README), for a page only a signed-in player sees */
  account?: [username: string, password: string];
  /** the page's own content, rendered from what it read through the proxy */
  shows: (page: Page) => ReturnType<Page['locator']>;
  /** that content in words, for the report */
  what: string;
}

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

const children: ChildProcess[] = [];
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
/** Stops a started command and its process group, and waits for it to be gone (the next one takes its port). */
function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || !running(child)) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return gone;
}
process.on('exit', () => {
  for (const child of children) if (child.pid && running(child)) process.kill(-child.pid, 'SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

/** Starts a command in its own process group; resolves once its output says `ready`, with the log so far. */
function start(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, seconds: number) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  let log = '';
  return new Promise<{ child: ChildProcess; log: () => string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: not ready after ${seconds} s\n${log.slice(-3000)}`)), seconds * 1000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (ready.test(log)) {
        clearTimeout(timer);
        resolve({ child, log: () => log });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${label}: exited (${code})\n${log.slice(-3000)}`)));
  });
}

async function check(remote: string) {
  const first = FIRST_PAGES[remote];
  if (!first) throw new Error(`standalone-check: no first page for ${remote}; the remotes are ${DEV_REMOTES.join(', ')}`);
  const port = devPort(remote, { DEV_PORT: String(DEV_PORT) });
  const origin = `http://localhost:${port}`;
  const api = await start(
    'dev API',
    'node',
    ['dev-api/src/main.ts'],
    { PORT: String(API_PORT), DB_FILE: ':memory:' },
    /dev API listening/,
    60,
  );
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const server = await start(
    remote,
    'pnpm',
    ['--filter', remote, 'dev'],
    { DEV_PORT: String(DEV_PORT), DEV_API: API },
    /compiled (successfully|with \d+ warnings?)/i,
    300,
  );
  if (/compiled with \d+ errors?/i.test(server.log()))
    throw new Error(`${remote}: the dev compile has errors\n${server.log().slice(-3000)}`);
  const compiled = seconds();

  const index = await fetch(`${origin}${first.path}`);
  const html = await index.text();
  if (!index.ok || !html.includes('id="root"'))
    throw new Error(`${remote}: GET ${first.path} answered ${index.status} without the page's root`);

  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()} (${m.location().url})`));
    // the remote alone runs with the brand's runtime file, as in the shell (its dev server answers it)
    const runtimeFile: number[] = [];
    page.on('response', (r) => new URL(r.url()).pathname === '/runtime/whitelabel.json' && runtimeFile.push(r.status()));
    await page.goto(`${origin}${first.path}`);
    if (first.account) {
      // signed in as a team signs in alone: the kit's session bar above the page (issue 39 item 3)
      const signIn = page.getByRole('button', { name: 'লগইন (ডেভ এপিআই)' });
      await signIn.waitFor({ timeout: 60_000 }).catch(async (error: Error) => {
        await page.screenshot({ path: `/tmp/standalone-${remote}.png` });
        throw error;
      });
      await page.getByRole('textbox', { name: 'ডেভ এপিআই ব্যবহারকারীর নাম' }).fill(first.account[0]);
      await page.getByLabel('ডেভ এপিআই পাসওয়ার্ড').fill(first.account[1]);
      await signIn.click();
      await page.getByText(`স্ট্যান্ডঅ্যালোন সেশন: ${first.account[0]}`).waitFor();
    }
    const shown = first.shows(page);
    await shown.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (errors.length > 0) throw new Error(`${remote}: the page printed errors:\n${errors.join('\n')}`);
    if (!runtimeFile.includes(200))
      throw new Error(`${remote}: the runtime file was not read (${runtimeFile.join(', ') || 'never asked for'})`);
    const h1 = (
      await page
        .locator('h1')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null)
    )?.trim();
    const rspack = /compiled successfully in ([\d.]+ m?s)/.exec(server.log())?.[1] ?? '?';
    console.log(
      `standalone-check: ${remote} on :${port}: first compile after ${compiled} s (rspack: ${rspack}); ` +
        `${first.path} (${first.account ? `signed in as ${first.account[0]}` : 'guest'}) shows ${first.what}` +
        `${h1 ? `, h1 '${h1}'` : ''}, ${seconds()} s after start; the brand's runtime file read, no console error`,
    );
  } finally {
    await browser.close();
    await stop(server.child);
    await stop(api.child);
  }
}

const remotes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEV_REMOTES;
for (const remote of remotes) await check(remote);
process.exit(0);
