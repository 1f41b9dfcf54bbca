// A remote run alone, as its team runs it (its `dev` script: `rspack serve` in development), checked in Chromium:
// a throwaway dev API, the remote's dev server against it (its proxy), its first page loaded, signed in through the
// kit's session bar where the page is a member's or an agent's, its own content awaited, no console error or uncaught
// exception. Used by `pnpm standalone:check` (every remote) and by the new remote's e2e journey (issue 39).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import type { RouteManifest } from '@wl/plain/routes';
import { chromiumLaunch } from './chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface FirstPage {
  path: string;
  /** a seeded account (README), for a page only a signed-in player sees */
  account?: [username: string, password: string];
  /** the page's own content, rendered from what it read through the proxy */
  shows: (page: Page) => ReturnType<Page['locator']>;
  /** that content in words, for the report */
  what: string;
}

/**
 * A remote's first route, signed in as its gate asks, showing its page's first heading: the check of a remote with no
 * first page of its own (one `pnpm create-remote` made).
 */
export async function firstPageOf(dir: string): Promise<FirstPage> {
  const { routes } = (await import(path.join(dir, 'src/routes.ts'))) as { routes: RouteManifest };
  const route = routes.routes[0];
  if (!route) throw new Error(`standalone: ${dir} declares no route`);
  const account: FirstPage['account'] =
    route.gate === 'agent' ? ['agent01', 'Agent@1234'] : route.gate && route.gate !== 'guest' ? ['demo01', 'Demo@1234'] : undefined;
  return {
    path: route.path,
    ...(account ? { account } : {}),
    shows: (p) => p.getByRole('heading').first(),
    what: `${route.key}'s heading`,
  };
}

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

/** Starts a command in its own process group; resolves once its output says `ready`, with the log so far. */
function start(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, ready: RegExp, seconds: number) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  let log = '';
  return new Promise<{ child: ChildProcess; log: () => string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: not ready after ${seconds} s\n${log.slice(-3000)}`)), seconds * 1000);
    const read = (chunk: Buffer) => {
      // without colours: a parent that forces them (Playwright's workers do) must not hide the word awaited
      log += stripVTControlCharacters(chunk.toString());
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

export interface AloneOptions {
  /** the remote's folder (its package.json, its node_modules) */
  dir: string;
  /** its dev server's port, and the throwaway dev API's */
  port: number;
  apiPort: number;
  /** what to open and wait for; by default its first route's heading (firstPageOf) */
  first?: FirstPage;
}

/** Runs the remote alone and checks its first page; answers the report's line, throws what went wrong. */
export async function checkAlone(remote: string, { dir, port, apiPort, first: given }: AloneOptions): Promise<string> {
  const first = given ?? (await firstPageOf(dir));
  const origin = `http://localhost:${port}`;
  const api = await start(
    'dev API',
    'node',
    ['dev-api/src/main.ts'],
    ROOT,
    { PORT: String(apiPort), DB_FILE: ':memory:' },
    /dev API listening/,
    60,
  );
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  let server: Awaited<ReturnType<typeof start>> | undefined;
  try {
    // its `dev` script, on the port asked for (DEV_SERVER_PORT, tooling/build/src/dev-servers.ts)
    server = await start(
      remote,
      path.join(dir, 'node_modules/.bin/rspack'),
      ['serve'],
      dir,
      { NODE_ENV: 'development', DEV_SERVER_PORT: String(port), DEV_API: `http://127.0.0.1:${apiPort}` },
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
      const heading = (await shown.textContent({ timeout: 1000 }).catch(() => null))?.trim();
      const rspack = /compiled successfully in ([\d.]+ m?s)/.exec(server.log())?.[1] ?? '?';
      return (
        `standalone-check: ${remote} on :${port}: first compile after ${compiled} s (rspack: ${rspack}); ` +
        `${first.path} (${first.account ? `signed in as ${first.account[0]}` : 'guest'}) shows ${first.what}` +
        `${heading && heading.length < 80 ? `, '${heading}'` : ''}, ${seconds()} s after start; the brand's runtime file read, no console error`
      );
    } finally {
      await browser.close();
    }
  } finally {
    if (server) await stop(server.child);
    await stop(api.child);
  }
}
