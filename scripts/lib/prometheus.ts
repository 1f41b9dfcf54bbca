// Prometheus for one site on this machine (decision 046): Debian's binary (scripts/system-deps.sh installs it),
// started on its own, never the package's service, with a configuration written for the application servers the
// site started (one target each, so N servers are N targets and every figure is a sum over them), this
// repository's rules (deploy/prometheus/rules/), and a storage folder of the site's own. Used by the local
// topology (site-topology.ts) and by the server's test against a real Prometheus.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const PROMETHEUS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((file) => existsSync(file)) ?? 'prometheus';
export const RULES_DIR = path.resolve(import.meta.dirname, '../../deploy/prometheus/rules');
/** The scrape job of the application servers; the operations page counts the servers up by it (PROMETHEUS_JOB). */
export const APP_JOB = 'wl-app';

export interface PrometheusSetup {
  /** the folder it runs in: its configuration and its storage */
  dir: string;
  port: number;
  /** host:port of each application server */
  targets: string[];
  /** how often it scrapes and evaluates the rules: Prometheus's duration, '5s' (the tests: '1s') */
  interval: string;
}

/** A free port of the loopback address, for a Prometheus the caller gives no port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Writes the configuration into the setup's folder; gives the command's arguments. */
export function prometheusArgs(setup: PrometheusSetup): string[] {
  mkdirSync(path.join(setup.dir, 'data'), { recursive: true });
  const config = path.join(setup.dir, 'prometheus.yml');
  // JSON's strings are YAML's: no quoting of our own
  const q = (value: string) => JSON.stringify(value);
  writeFileSync(
    config,
    [
      `# Written by scripts/lib/prometheus.ts at the site's start: its application servers, this repository's rules.`,
      'global:',
      `  scrape_interval: ${setup.interval}`,
      `  scrape_timeout: ${setup.interval}`,
      `  evaluation_interval: ${setup.interval}`,
      'rule_files:',
      `  - ${q(path.join(RULES_DIR, '*.yml'))}`,
      'scrape_configs:',
      `  - job_name: ${q(APP_JOB)}`,
      '    static_configs:',
      `      - targets: [${setup.targets.map(q).join(', ')}]`,
      '',
    ].join('\n'),
  );
  return [
    `--config.file=${config}`,
    `--storage.tsdb.path=${path.join(setup.dir, 'data')}`,
    // a site's figures live as long as its folder: a day is more than a run of the tests or a demo needs
    '--storage.tsdb.retention.time=1d',
    `--web.listen-address=127.0.0.1:${setup.port}`,
    '--log.level=warn',
  ];
}

/** Resolves once Prometheus says it is ready (its rules and storage loaded), or throws with why it is not. */
export async function prometheusReady(url: string, alive: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/-/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (!alive() || Date.now() > deadline) throw new Error(`Prometheus did not start at ${url}: ${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
