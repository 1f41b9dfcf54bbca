// A one-member etcd (Debian's etcd-server, scripts/system-deps.sh) on the loopback address: the brands' config store
// (decision 048) as the local topology (scripts/lib/site-topology.ts) and the store's tests start it. A real site
// runs its own etcd cluster and names it in BRANDS_STORE.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';

const ETCD = ['/usr/bin/etcd', '/usr/local/bin/etcd'].find((file) => existsSync(file)) ?? 'etcd';

export interface LocalEtcd {
  /** BRANDS_STORE's value for it: etcd://127.0.0.1:<port> */
  address: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts etcd with its data in dir, clients on port and its peer port (unused by one member, but etcd listens on
 * it) on peerPort; resolves once it answers. Its old revisions are compacted past 1,000: the brands' history is
 * kept in keys of its own (decision 048), and a watch needs the latest revisions only.
 */
export async function startEtcd(options: {
  dir: string;
  port: number;
  peerPort: number;
  onLine?: (line: string) => void;
}): Promise<LocalEtcd> {
  mkdirSync(options.dir, { recursive: true });
  const client = `http://127.0.0.1:${options.port}`;
  const peer = `http://127.0.0.1:${options.peerPort}`;
  const child = spawn(
    ETCD,
    [
      '--name=wl',
      `--data-dir=${options.dir}`,
      `--listen-client-urls=${client}`,
      `--advertise-client-urls=${client}`,
      `--listen-peer-urls=${peer}`,
      `--initial-advertise-peer-urls=${peer}`,
      `--initial-cluster=wl=${peer}`,
      '--auto-compaction-mode=revision',
      '--auto-compaction-retention=1000',
      '--log-level=warn',
      '--logger=zap',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk;
    for (const line of String(chunk).split('\n').filter(Boolean)) options.onLine?.(line);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 20_000;
  while (!(await answers(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`etcd did not start on ${options.port}: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { address: `etcd://127.0.0.1:${options.port}`, process: child, output: () => output, stop };
}
