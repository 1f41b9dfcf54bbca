// Proves the composed dev mode: starts `pnpm dev` (scripts/dev.ts) on its own ports with a throwaway
// database, loads /m/home in Chromium, edits a text in mf-lobby's source, sees the new text in the same
// browser tab, updated in place (no reload, no server restarted), restores the file and sees the old text.
//
//   node scripts/dev-check.ts            (DEV_PORT, default 3100; the dev API on DEV_PORT + 90)
//
// Not part of the e2e suite: six dev servers compiling take a while on a small machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumLaunch } from '@wl/e2e/chromium';
import { scrollToLazyBlock } from '@wl/e2e/lobby-helpers';

const ROOT = path.resolve(import.meta.dirname, '..');
const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test') as typeof import('@playwright/test');
const DEV_PORT = Number(process.env.DEV_PORT ?? 3100);
/** the text edited: the Bengali (default language) heading of the home page's winners board */
const SOURCE = path.join(ROOT, 'mf-lobby/src/features/home/home.bn.ts');
const KEY = /(\n\s+winners: ')([^']+)(',)/;
const MARK = ' (edited)';

const original = readFileSync(SOURCE, 'utf8');
const match = KEY.exec(original);
if (!match) throw new Error(`dev-check: no 'winners' text in ${path.relative(ROOT, SOURCE)}; point KEY at another visible text`);
const before = match[2]!;
const restore = () => writeFileSync(SOURCE, original);

let dev: ChildProcess | null = null;
function stopDev() {
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
}
process.on('exit', () => {
  restore();
  stopDev();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

function startDev(): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/dev.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEV_PORT: String(DEV_PORT), DEV_API_PORT: String(DEV_PORT + 90), DB_FILE: ':memory:' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev-check: pnpm dev not ready after 240 s\n${log.slice(-3000)}`)), 240_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('dev: ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`dev-check: pnpm dev exited (${code})\n${log.slice(-3000)}`)));
  });
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
dev = await startDev();
console.log(`dev-check: pnpm dev ready on :${DEV_PORT} after ${seconds()}`);

const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage();
  // what the dev servers' clients say, shown when the check fails
  const hmrLog: string[] = [];
  page.on('console', (m) => /HMR|rspack-dev-server|Refresh/i.test(m.text()) && hmrLog.push(m.text().split('\n')[0]!));
  page.on('framenavigated', (f) => f === page.mainFrame() && hmrLog.push(`navigated to ${f.url()}`));
  await page.goto(`http://localhost:${DEV_PORT}/m/home`);
  const heading = (text: string) => page.locator('[data-remote-page="mf-lobby"]').getByText(text, { exact: true });
  // the winners board renders when it is scrolled near
  await page.locator('[data-remote-page="mf-lobby"]').waitFor({ timeout: 60_000 });
  await scrollToLazyBlock(page, 'winners-board');
  await heading(before).waitFor({ timeout: 60_000 });
  console.log(`dev-check: /m/home shows '${before}' (mf-lobby from its dev server) after ${seconds()}`);

  // the page done loading (every remote entry and chunk it wants), so the edit meets a settled page
  await page.waitForLoadState('networkidle');
  // a mark on the page's window survives a hot update and is gone after a reload
  await page.evaluate(() => Object.assign(window, { devCheckMark: true }));
  writeFileSync(SOURCE, original.replace(KEY, `$1${before}${MARK}$3`));
  await heading(`${before}${MARK}`).waitFor({ timeout: 60_000 });
  if (!(await page.evaluate(() => 'devCheckMark' in window))) {
    throw new Error(`dev-check: the page reloaded; React Refresh should have updated it in place. The page's log:\n${hmrLog.join('\n')}`);
  }
  console.log(`dev-check: after the edit the same tab shows '${before}${MARK}' after ${seconds()}, updated in place (no reload)`);

  restore();
  await heading(before).waitFor({ timeout: 60_000 });
  if (dev.exitCode !== null) throw new Error('dev-check: the dev servers stopped');
  console.log(`dev-check: restored, '${before}' again after ${seconds()}; no server was restarted (pid ${dev.pid} still running)`);
} finally {
  await browser.close();
}
process.exit(0);
