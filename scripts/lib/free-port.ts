// A free port of the loopback address for a process this machine starts: a site's Prometheus, etcd and application
// servers (site-topology.ts), a jest file's etcd (server/src/test-etcd.ts).
// Drawn from below the kernel's ephemeral range (Linux's is 32768-60999), never from it. The topology chooses its
// servers' ports before nginx starts and its supervisor starts a killed server again on the same port (decision 047),
// so a port stays wanted while nothing holds it. In the ephemeral range, any outgoing connection of the machine (the
// test browsers make thousands) or any listen on port 0 can take it in that time: a CI run lost a restarted server
// to EADDRINUSE, and with it every request nginx sent to that port. Below the range only another call of this
// function competes, and it draws at random from thousands and probes before it answers.
import { createServer } from 'node:net';

export interface PortRange {
  from: number;
  to: number;
}

/** Where the sites' ports are drawn; the jest files' etcd takes 19000-19999 (test-etcd.ts). */
export const SITE_PORTS: PortRange = { from: 20_000, to: 32_767 };

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });

/** this process's answers: none twice, though the first may not be bound yet */
const given = new Set<number>();

export async function freePort(range: PortRange = SITE_PORTS): Promise<number> {
  for (let tries = 0; tries < 1_000; tries++) {
    const port = range.from + Math.floor(Math.random() * (range.to - range.from + 1));
    if (given.has(port) || !(await portFree(port))) continue;
    given.add(port);
    return port;
  }
  throw new Error(`no free port in ${range.from}-${range.to}`);
}
