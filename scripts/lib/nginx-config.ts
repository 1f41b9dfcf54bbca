// Fills the templates of deploy/nginx/ for one site (decision 032): the public port, the application servers'
// addresses (decision 047), the beacons' edge limits, the demo's platform if it runs (decision 045), the shell's build, the release store, the brands' folder
// and each live remote build on a port of its own. Written into a folder of that site's own, with nginx's pid,
// logs and temporary files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { DEFAULT_HEALTH_LIMITS, DEFAULT_VITALS_LIMITS } from '@wl/server';

export const DEPLOY = path.resolve(import.meta.dirname, '../../deploy/nginx');
/** Where Debian's nginx keeps its dynamic modules (the brotli module among them). */
const MODULES = '/usr/lib/nginx/modules';

export interface NginxSite {
  /** the public port: every brand, the release store, the dev API */
  port: number;
  /** the application servers, host:port each (decision 047) */
  apps: string[];
  /** the pages' beacons each client may send a minute, at the edge (decision 047): reports and vitals */
  edgeLimits?: { reportsPerMinute: number; vitalsPerMinute: number };
  /** the demo's platform, host:port on the loopback address; none: no demo, the platform's addresses answer 404 */
  platform?: string;
  shellDir: string;
  releasesDir: string;
  /** the folder of the brand files, whose <id>/ folders hold each brand's logo and icons */
  brandsDir: string;
  /** port -> build folder of each remote served on an origin of its own */
  remotes: Map<number, string>;
  /** the folder nginx runs in: its configuration, pid, logs and temporary files */
  runtimeDir: string;
  /** server blocks of the caller's own, filled already (the perf floor of scripts/perf.sh, decision 039) */
  extraServers?: string[];
}

/** The servers' own per-address rates (server/src/health.ts, vitals.ts), held at the edge for the whole site. */
export const EDGE_LIMITS = {
  reportsPerMinute: DEFAULT_HEALTH_LIMITS.reportsPerMinute,
  vitalsPerMinute: DEFAULT_VITALS_LIMITS.reportsPerMinute,
};
/** A client's burst at the edge: ten seconds of its rate at once, as a page sends its reports on leaving. */
export const edgeBurst = (perMinute: number) => Math.max(1, Math.round(perMinute / 6));

/** A template with every {{name}} place filled; a place without a value is an error, not an empty string. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx: no value for {{${name}}}`);
    return String(values[name]);
  });
}

// this machine answers on IPv6's loopback too: browsers may try ::1 first for localhost
export const hasIpv6 = () => Object.values(networkInterfaces()).some((list) => list?.some((i) => i.family === 'IPv6' && i.internal));

/** Writes the site's configuration; returns the path of its nginx.conf. */
export function writeNginxConfig(site: NginxSite): string {
  if (!existsSync(path.join(MODULES, 'ngx_http_brotli_static_module.so')))
    throw new Error(`nginx's brotli module is missing (${MODULES}): bash scripts/system-deps.sh installs it`);
  const read = (name: string) => readFileSync(path.join(DEPLOY, name), 'utf8');
  const v6 = (port: number) => (hasIpv6() ? `listen [::]:${port};` : '');
  const common = { deploy: DEPLOY, runtime: site.runtimeDir };
  const edge = site.edgeLimits ?? EDGE_LIMITS;
  mkdirSync(path.join(site.runtimeDir, 'remotes'), { recursive: true });
  mkdirSync(path.join(site.runtimeDir, 'upstreams'), { recursive: true });
  const write = (name: string, text: string) => writeFileSync(path.join(site.runtimeDir, name), text);
  write(
    'nginx.conf',
    fill(read('nginx.conf'), {
      ...common,
      // run by root (CI, a container), the workers read the builds and stores as root's own; otherwise as their user
      user: process.getuid?.() === 0 ? 'user root;' : '',
      modules: MODULES,
      // one failed connection takes a server out for a second: nginx tries it again after that (a refused connect on loopback costs microseconds), so a server back from the supervisor, or every server back after all were down, serves within a second
      app_servers: site.apps.map((app) => `    server ${app} max_fails=1 fail_timeout=1s;`).join('\n'),
      edge_reports_per_minute: edge.reportsPerMinute,
      edge_vitals_per_minute: edge.vitalsPerMinute,
    }),
  );
  write(
    'site.conf',
    fill(read('site.conf'), {
      ...common,
      edge_reports_burst: edgeBurst(edge.reportsPerMinute),
      edge_vitals_burst: edgeBurst(edge.vitalsPerMinute),
      port: site.port,
      listen_v6: v6(site.port),
      shell: site.shellDir,
      releases: site.releasesDir,
      brands: site.brandsDir,
    }),
  );
  if (site.platform) {
    write(path.join('upstreams', 'platform.conf'), fill(read('platform-upstream.conf'), { platform: site.platform }));
    write('platform.conf', fill(read('platform-demo.conf'), common));
  } else write('platform.conf', fill(read('no-platform.conf'), common));
  for (const [port, dist] of site.remotes)
    write(path.join('remotes', `${port}.conf`), fill(read('remote.conf'), { ...common, port, listen_v6: v6(port), dist }));
  site.extraServers?.forEach((text, i) => write(path.join('remotes', `extra-${i}.conf`), text));
  return path.join(site.runtimeDir, 'nginx.conf');
}
