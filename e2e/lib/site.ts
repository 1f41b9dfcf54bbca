// Starts a separate composed site (its own ports and runtime file) for tests that change the runtime
// file or serve a different build, so they never disturb the site the other tests share.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port for a separate site, offset from the run's base so that parallel runs never collide. */
export const sitePort = (offset: number) => Number(process.env.E2E_PORT ?? 8280) + offset;

export interface Site {
  url: string;
  whitelabelFile: string;
  readWhitelabel(): WhitelabelFile;
  writeWhitelabel(w: WhitelabelFile): void;
  stop(): Promise<void>;
}

export interface WhitelabelFile {
  remotes: Record<string, string>;
  [k: string]: unknown;
}

/** remotes on port+1..port+5, like the default file */
export async function startSite(
  port: number,
  opts: { env?: Record<string, string>; edit?: (w: WhitelabelFile) => void } = {},
): Promise<Site> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-site-'));
  const whitelabelFile = path.join(dir, 'whitelabel.json');
  const base = JSON.parse(readFileSync(path.join(ROOT, 'e2e/fixtures/whitelabel.e2e.json'), 'utf8')) as WhitelabelFile;
  const names = ['mf-auth', 'mf-lobby', 'mf-cashier', 'mf-member', 'mf-agent'];
  names.forEach((name, i) => (base.remotes[name] = `http://{hostname}:${port + 1 + i}/mf-manifest.json`));
  opts.edit?.(base);
  writeFileSync(whitelabelFile, JSON.stringify(base, null, 2));
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), WHITELABEL_FILE: whitelabelFile, DB_FILE: ':memory:', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site on ${port} exited: ${output}`);
    if (output.includes('runtime file')) break;
    if (Date.now() > deadline) throw new Error(`site on ${port} did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    whitelabelFile,
    readWhitelabel: () => JSON.parse(readFileSync(whitelabelFile, 'utf8')) as WhitelabelFile,
    writeWhitelabel: (w) => writeFileSync(whitelabelFile, JSON.stringify(w, null, 2)),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
