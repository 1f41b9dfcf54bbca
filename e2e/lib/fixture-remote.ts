// The fixture remote (e2e/fixtures/remote) built as one of its releases with the one build recipe, into a folder
// of this run: a remote the shell has never heard of, the cashier's next release, or a faulty candidate.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, sitePort } from './site.ts';

export type FixtureRelease = 'mf-club' | 'mf-cashier' | 'mf-cashier-faulty';

export function buildFixture(release: FixtureRelease): string {
  const outDir = path.join(ROOT, `e2e/.fixtures/${release}-next-${sitePort(0)}`);
  execFileSync('pnpm', ['exec', 'rspack', 'build', '-c', '../e2e/fixtures/remote/rspack.config.ts'], {
    cwd: path.join(ROOT, 'mf-cashier'),
    env: { ...process.env, FIXTURE_REMOTE: release, MF_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  return outDir;
}
