// Prometheus for one site on this machine (decision 046): Debian's binary (scripts/system-deps.sh installs it),
// started on its own, never the package's service, with this repository's rules (deploy/prometheus/rules/), a
// storage folder of the site's own, and the application servers as a file of targets (one each, so N servers are
// N targets and every figure is a sum over them). Prometheus watches that file: it starts before the servers (their
// operations page needs its address), and a server started again on another port is a new line, not a restart of
// Prometheus. Used by the local topology (site-topology.ts) and by the server's test against a real Prometheus.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PROMETHEUS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((file) => existsSync(file)) ?? 'prometheus';
const RULES_DIR = path.resolve(import.meta.dirname, '../../deploy/prometheus/rules');
/** The scrape job of the application servers; the operations page counts the servers up by it (PROMETHEUS_JOB). */
export const APP_JOB = 'wl-app';

export interface PrometheusSetup {
  /** the folder it runs in: its configuration and its storage */
  dir: string;
  port: number;
  /** host:port of each application server known at its start (writeTargets gives them later) */
  targets: string[];
  /** how often it scrapes and evaluates the rules: Prometheus's duration, '5s' (the tests: '1s') */
  interval: string;
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
      '    file_sd_configs:',
      `      - files: [${q(targetsFile(setup.dir))}]`,
      '',
    ].join('\n'),
  );
  writeTargets(setup.dir, setup.targets);
  return [
    `--config.file=${config}`,
    `--storage.tsdb.path=${path.join(setup.dir, 'data')}`,
    // a site's figures live as long as its folder: a day is more than a run of the tests or a demo needs
    '--storage.tsdb.retention.time=1d',
    `--web.listen-address=127.0.0.1:${setup.port}`,
    '--log.level=warn',
  ];
}

const targetsFile = (dir: string) => path.join(dir, 'targets.json');

/** Names the application servers Prometheus scrapes, host:port each; it reads the file again as it changes. */
export function writeTargets(dir: string, targets: string[]) {
  // whole or not at all: Prometheus may read the file as it is written
  const next = `${targetsFile(dir)}.next`;
  writeFileSync(next, JSON.stringify([{ targets, labels: {} }]));
  renameSync(next, targetsFile(dir));
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
