// A real etcd for a jest file (the brands' config store, decision 048; the rollouts, decision 050), started on
// ports of 19000-19999 that no other file of the run holds, with clients closed at the end.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Etcd3 } from 'etcd3';
import { storeClient } from './brand-store.ts';
import { type LocalEtcd, startEtcd } from './etcd-local.ts';

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
const taken = new Set<number>();
export async function freePortInRange(): Promise<number> {
  for (;;) {
    const port = 19_000 + Math.floor(Math.random() * 1_000);
    if (taken.has(port) || !(await portFree(port))) continue;
    taken.add(port);
    return port;
  }
}

export interface TestEtcd {
  etcd: LocalEtcd;
  /** a store client of this etcd, closed by stop() */
  newClient(): Etcd3;
  /** each test its own key space, so that none sees another's writes */
  freshPrefix(): string;
  stop(): Promise<void>;
}

export async function startTestEtcd(): Promise<TestEtcd> {
  const etcd = await startEtcd({
    dir: mkdtempSync(path.join(tmpdir(), 'store-etcd-')),
    port: await freePortInRange(),
    peerPort: await freePortInRange(),
  });
  const clients: Etcd3[] = [];
  let prefixes = 0;
  return {
    etcd,
    newClient: () => {
      const made = storeClient(etcd.address);
      clients.push(made);
      return made;
    },
    freshPrefix: () => `/test-${process.pid}-${++prefixes}/`,
    stop: async () => {
      for (const made of clients) made.close();
      await etcd.stop();
    },
  };
}
