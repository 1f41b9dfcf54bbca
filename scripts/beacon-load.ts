// Issue 37's load check (decision 047): a composed site with two application servers behind nginx takes 10,000
// vitals beacons from 200 clients (each its own loopback address, 127.0.1.1 and on: nginx tells them apart as it
// tells players apart), each client's 50 one after another on its one connection as fast as it can, all the
// clients at once. It prints what nginx let
// through per client (its limit is the site's, in front of both servers), what each server took, and each server's
// memory before and after. Exits 1 when a client got more than the edge allows, or a server's memory grew past
// the bound. From the repository, once built:
//   node scripts/beacon-load.ts [--clients 200] [--beacons 50] [--port 8780]
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EDGE_LIMITS, edgeBurst } from './lib/nginx-config.ts';
import { startTopology } from './lib/site-topology.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    beacons: { type: 'string', default: '50' },
    port: { type: 'string', default: '8780' },
  },
});
const clients = Number(values.clients);
const perClient = Number(values.beacons);
const port = Number(values.port);
// what one client may get through at once, then at the rate
const EDGE_BURST = edgeBurst(EDGE_LIMITS.vitalsPerMinute);

/** a loopback address of its own for client i: 127.0.1.1, 127.0.1.2, ... */
const addressOf = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

// one kept-alive connection per client, as a phone's browser keeps one to the site
const agents = new Map<string, http.Agent>();
const agentOf = (from: string) =>
  agents.get(from) ?? agents.set(from, new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: from })).get(from)!;

function call(method: string, path: string, from: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, method, agent: agentOf(from), headers: { Host: 'localhost', ...headers } };
    const request = http.request(options, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** a server's resident memory, MB (Linux) */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const site = await startTopology({
  port,
  demo: true,
  appServers: 2,
  env: { DB_FILE: ':memory:', STATE_DIR: `/tmp/wl-beacon-load-${port}` },
});
let failed = false;
try {
  const pids = site.appPids();
  const before = pids.map(rssMb);
  // each client loads the page once, as a player's phone does: its report token (decision 042) comes with it
  const cookies = await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const page = await call('GET', '/m/home', addressOf(i));
      const set = page.headers['set-cookie'] ?? [];
      return set.map((cookie) => cookie.split(';')[0]!).join('; ');
    }),
  );
  const vital = JSON.stringify({ metrics: [{ route: 'home', metric: 'LCP', value: 1800, rating: 'good', nav: 'navigate' }] });
  const started = Date.now();
  const results = await Promise.all(
    cookies.map(async (cookie, i) => {
      const answers = [];
      for (let n = 0; n < perClient; n += 1)
        answers.push(
          await call('POST', '/ops/vitals', addressOf(i), { Cookie: cookie, 'Content-Type': 'text/plain;charset=UTF-8' }, vital),
        );
      return answers;
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  // nginx's refusal is its own page; a server's is an empty 429 ('token spent' or its own rate)
  const atEdge = (r: { status: number; body: string }) => r.status === 429 && r.body.includes('nginx');
  const through = results.map((list) => list.filter((r) => !atEdge(r)).length);
  const allowed = EDGE_BURST + 1 + Math.ceil((seconds * EDGE_LIMITS.vitalsPerMinute) / 60);
  const over = through.filter((n) => n > allowed).length;
  const statuses = new Map<number, number>();
  for (const r of results.flat()) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const after = pids.map(rssMb);
  console.log(
    `${clients * perClient} vitals beacons from ${clients} clients in ${seconds.toFixed(1)} s, through nginx to ${site.appUrls.length} servers`,
  );
  console.log(`answers: ${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')}`);
  console.log(
    `through the edge per client: min ${Math.min(...through)}, max ${Math.max(...through)} (the limit allows ${allowed} in ${seconds.toFixed(1)} s: a burst of ${EDGE_BURST} and ${EDGE_LIMITS.vitalsPerMinute} a minute); clients over it: ${over}`,
  );
  console.log(
    `servers' memory, MB: before ${before.map((m) => m.toFixed(1)).join(', ')}; after ${after.map((m) => m.toFixed(1)).join(', ')}`,
  );
  // the stores' own bounds (rows, values, ids) hold each server's figures to a few MB, whatever the load
  const grew = after.map((m, i) => m - before[i]!);
  if (over > 0 || grew.some((g) => !(g < 64))) failed = true;
} finally {
  for (const agent of agents.values()) agent.destroy();
  await site.stop();
}
process.exit(failed ? 1 : 0);
