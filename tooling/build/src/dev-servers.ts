// Where each part's dev server listens, and the runtime file the shell's dev server answers: one table,
// so the composed dev mode (`pnpm dev`) and a part run alone (`pnpm --filter mf-lobby dev`) agree.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Offsets from DEV_PORT (default 3000): the shell on the base, each remote on the next ports. */
const DEV_PORT_OFFSETS: Record<string, number> = {
  shell: 0,
  'mf-auth': 1,
  'mf-lobby': 2,
  'mf-cashier': 3,
  'mf-member': 4,
  'mf-agent': 5,
};

export const DEV_REMOTES = Object.keys(DEV_PORT_OFFSETS).filter((name) => name !== 'shell');

/**
 * DEV_PORT moves every dev server at once (two checkouts on one machine must not collide). DEV_SERVER_PORT puts the
 * one server started on a port of its own: a remote not in the table (a copy the generator wrote elsewhere).
 */
export function devPort(name: string, env: NodeJS.ProcessEnv = process.env): number {
  if (env.DEV_SERVER_PORT) return Number(env.DEV_SERVER_PORT);
  const offset = DEV_PORT_OFFSETS[name];
  if (offset === undefined) throw new Error(`no dev port for ${name}: add it to DEV_PORT_OFFSETS`);
  return Number(env.DEV_PORT ?? 3000) + offset;
}

/** The dev API the dev servers proxy /wps, /lgw, /dev and /assets to. */
export const devApiUrl = (env: NodeJS.ProcessEnv = process.env) => env.DEV_API ?? 'http://localhost:8090';

/** This repository's root, where `config/whitelabels/` holds the brands' runtime files. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The brand whose runtime file every dev server answers: WHITELABEL_FILE (a path from the repository's root),
 * khela24's by default. Null where there is none (a remote's team working from a checkout of its own): the remote
 * alone then runs on its built-in config (shared's STANDALONE_CONFIG).
 */
export function devWhitelabelFile(env: NodeJS.ProcessEnv = process.env, root = REPO_ROOT): string | null {
  const file = path.resolve(root, env.WHITELABEL_FILE ?? 'config/whitelabels/khela24.json');
  return existsSync(file) ? file : null;
}

/**
 * The whitelabel runtime file of the composed dev mode: the given file (merchant, theme, flags...) with
 * every remote pointing at its dev server, so an edit of a remote's source reaches the shell's page.
 */
export function devRuntimeFile(whitelabelFile: string, env: NodeJS.ProcessEnv = process.env): string {
  const whitelabel = JSON.parse(readFileSync(whitelabelFile, 'utf8')) as { remotes?: Record<string, string> };
  const remotes = Object.fromEntries(DEV_REMOTES.map((name) => [name, `http://{hostname}:${devPort(name, env)}/mf-manifest.json`]));
  return JSON.stringify({ ...whitelabel, remotes }, null, 2);
}
