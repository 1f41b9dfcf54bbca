// The fixture remotes of the e2e tests. A new remote is what `pnpm create-remote` writes (issue 39), into a folder of
// this run with the workspace's install linked in; the cashier's next releases are e2e/fixtures/remote built with the
// one build recipe.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sitePort } from './site.ts';

export type FixtureRelease = 'mf-cashier' | 'mf-cashier-faulty';

/** Sleeps this worker (the fixture's build is awaited by a synchronous caller). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * A fixture release's build, made once per run: the canary and the rollouts tests both release the faulty cashier,
 * and they start together, on two workers. The first to ask builds; the other waits for its stamp.
 */
export function buildFixture(release: FixtureRelease): string {
  const outDir = path.join(ROOT, `e2e/.fixtures/${release}-next-${sitePort(0)}`);
  const build = () =>
    execFileSync('pnpm', ['exec', 'rspack', 'build', '-c', '../e2e/fixtures/remote/rspack.config.ts'], {
      cwd: path.join(ROOT, 'mf-cashier'),
      env: { ...process.env, FIXTURE_REMOTE: release, MF_OUT_DIR: outDir },
      stdio: 'pipe',
    });
  // the run's own folder (playwright.config.ts): absent, as in a script of its own, the build is made each time
  const run = process.env.WL_RUN_TEMP;
  if (!run) {
    build();
    return outDir;
  }
  const stamp = path.join(run, `fixture-${release}.built`);
  try {
    mkdirSync(path.join(run, `fixture-${release}.lock`));
  } catch {
    for (const deadline = Date.now() + 180_000; !existsSync(stamp); pause(200))
      if (Date.now() > deadline) throw new Error(`${release}: another worker's build of it never ended`);
    if (readFileSync(stamp, 'utf8') !== 'built') throw new Error(`${release}: another worker's build of it failed`);
    return outDir;
  }
  try {
    build();
  } catch (error) {
    writeFileSync(stamp, 'failed');
    throw error;
  }
  writeFileSync(stamp, 'built');
  return outDir;
}

/** A generated remote's folder in this run (one per remote and run: parallel runs, E2E_PORT). */
export const generatedDir = (name: string) => path.join(ROOT, `e2e/.fixtures/generated-${sitePort(0)}/${name}`);

/** `pnpm create-remote <name> ...args` with --dir and --no-root: the repository's files stay as they are. */
const generate = (name: string, args: string[]) =>
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/create-remote.ts'), name, '--dir', generatedDir(name), '--no-root', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: 'pipe',
  });

/**
 * A new remote as the generator writes it, afresh, with the workspace's install linked in (its dependencies are the
 * reference remote's, tooling/build/src/remote-files.ts). Answers what the command printed.
 */
export function createRemote(name: string, args: string[]): string {
  rmSync(generatedDir(name), { recursive: true, force: true });
  const printed = generate(name, args);
  symlinkSync(path.join(ROOT, 'mf-agent/node_modules'), path.join(generatedDir(name), 'node_modules'));
  return printed;
}

/** A page added to a generated remote (`--page <key> ...`). */
export const addPage = (name: string, args: string[]) => generate(name, args);

/**
 * One of a generated remote's own commands, as its package.json runs them (jest, tsc, rspack). DEV_SERVER_PORT: the
 * remote is not in the dev-port table, and its build config names a dev port.
 */
export function runOwn(name: string, bin: string, args: string[], env: Record<string, string> = {}): string {
  const dir = generatedDir(name);
  return execFileSync(path.join(dir, 'node_modules/.bin', bin), args, {
    cwd: dir,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, DEV_SERVER_PORT: String(sitePort(361)), ...env },
  });
}
