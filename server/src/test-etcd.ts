// A real etcd for a jest file (the brands' config store, decision 048; the rollouts, decision 050), started on
// ports of 19000-19999 that no other file of the run holds, with clients closed and its data removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Etcd3 } from 'etcd3';
import { freePort } from '../../scripts/lib/free-port.ts';
import { storeClient } from './brand-store.ts';
import { type LocalEtcd, startEtcd } from './etcd-local.ts';

export const freePortInRange = () => freePort({ from: 19_000, to: 19_999 });

export interface TestEtcd {
  etcd: LocalEtcd;
  /** a store client of this etcd, closed by stop() */
  newClient(): Etcd3;
  /** each test its own key space, so that none sees another's writes */
  freshPrefix(): string;
  stop(): Promise<void>;
}

export async function startTestEtcd(): Promise<TestEtcd> {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-etcd-'));
  const etcd = await startEtcd({
    dir,
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
      // its write-ahead log alone is 62 MB
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
