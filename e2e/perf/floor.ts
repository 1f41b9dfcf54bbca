// The perf floor (bench/floor, decision 039): built here when its sources changed (never by the site's build), and
// served by the perf run's own nginx on two ports of its own beside the site's.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY, fill, hasIpv6 } from '../../scripts/lib/nginx-config.ts';
import { ROOT } from '../lib/site.ts';

const FLOOR = path.join(ROOT, 'bench/floor');

function hashTree(dir: string, hash = createHash('sha1')) {
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) hashTree(full, hash);
    else hash.update(full).update(readFileSync(full));
  }
  return hash;
}

/** Builds the floor unless its last build is of these sources. */
export function buildFloor() {
  const stampFile = path.join(FLOOR, 'dist/.build-stamp');
  const stamp = hashTree(FLOOR).digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  execFileSync('pnpm', ['--filter', '@wl/bench-floor', 'build:floor'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(stampFile, stamp);
}

/** The floor's nginx server blocks: its page on `port`, its remote on the next port. */
export function floorServers(port: number): string[] {
  const v6 = (p: number) => (hasIpv6() ? `listen [::]:${p};` : '');
  const template = readFileSync(path.join(FLOOR, 'nginx.conf'), 'utf8');
  return [
    fill(template, {
      deploy: DEPLOY,
      port,
      listen_v6: v6(port),
      host: path.join(FLOOR, 'dist/host'),
      remote_port: port + 1,
      remote_listen_v6: v6(port + 1),
      remote: path.join(FLOOR, 'dist/remote'),
    }),
  ];
}
