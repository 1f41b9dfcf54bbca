// The composed production site on this machine, as it is hosted (decision 032): nginx on PORT (default 8080) serves
// every static file (the shell's, the release store's, each live remote build on its own port) and sends the rest
// to the application servers (server/, APP_SERVERS of them, default 2, each on a free loopback port, started again
// when one dies; decision 047): every brand of WHITELABELS_DIR on the host names
// its file lists, with its runtime file and its page. The brand files are read again when they change, so an edit
// (a release pinned, a canary, a rollback) takes effect on the next page load.
//
// DEMO=1 turns the demo on (decision 045): the fake platform (the dev API, its seeded data in DB_FILE, limits from
// AUTH_LIMIT_*) runs as a process of its own and nginx sends it /wps, /lgw, /dev, /dev-idp and /assets. Without it
// there is no platform here: those addresses answer 404, as production's edge sends /wps and /lgw to the brand's.
//
//   DEMO=1 PORT=8080 WHITELABELS_DIR=config/whitelabels RELEASES_DIR=releases DB_FILE=dev-api/.data/dev.sqlite node scripts/serve.ts
//   WHITELABEL_FILE=some/brand.json   one brand file for every host (tests, a single-brand deployment)
//   EXTRA_REMOTES=mf-lobby@8092       also serves a remote's build (a package name or a dist folder) at another origin
//   SHELL_DIST=dir                    the shell's build from another folder
//   APP_SERVERS=N                     how many application servers (1-16, default 2)
//   TRUSTED_PROXIES=a,b/16            whose X-Forwarded-For names the client (default the loopback addresses)
//   EDGE_REPORTS_PER_MINUTE, EDGE_VITALS_PER_MINUTE   the beacons' limits per client at nginx (120, 60)
//   PROMETHEUS_PORT=9090              Prometheus (decision 046), scraping every application server every
//                                     PROMETHEUS_SCRAPE_INTERVAL (5s); 0: a free port (the tests)
//   BRANDS_STORE=etcd                 the brands from a config store every server watches (decision 048): this site's own
//                                     etcd on a free port, filled from WHITELABELS_DIR when empty; etcd://host:port: one running
//   node scripts/serve.ts --check-port   only says whether PORT and PROMETHEUS_PORT are free (start.sh asks before it builds anything)
import { assertPortsFree, startTopology, type Topology } from './lib/site-topology.ts';

const port = Number(process.env.PORT ?? 8080);
const demoSetting = process.env.DEMO ?? '0';
if (!['0', '1'].includes(demoSetting)) {
  // a typo must not decide whether a fake platform answers players
  console.error(`[serve] DEMO must be 1 (the demo's platform) or 0 (none), not ${JSON.stringify(demoSetting)}`);
  process.exit(1);
}
const demo = demoSetting === '1';
const prometheusPort = Number(process.env.PROMETHEUS_PORT ?? 9090);
if (!Number.isInteger(prometheusPort) || prometheusPort < 0 || prometheusPort > 65_535) {
  console.error(`[serve] PROMETHEUS_PORT must be a port, or 0 for a free one, not ${JSON.stringify(process.env.PROMETHEUS_PORT)}`);
  process.exit(1);
}
if (process.argv.includes('--check-port')) {
  try {
    await assertPortsFree([port, ...(prometheusPort ? [prometheusPort] : [])], {
      [prometheusPort]: `PROMETHEUS_PORT=0 takes a free one for Prometheus; Debian's own service may hold ${prometheusPort}`,
    });
    process.exit(0);
  } catch (error) {
    console.error(`[serve] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
let site: Topology | undefined;
try {
  site = await startTopology({
    port,
    demo,
    prometheus: { port: prometheusPort, interval: process.env.PROMETHEUS_SCRAPE_INTERVAL ?? '5s' },
    log: (line) => console.log(line),
    onUnexpectedExit: (name, code) => {
      // the site's figures, not the site: players are served without it, and the health page says it is away
      if (name === 'prometheus') return console.error(`[serve] prometheus ended (${code}): the site goes on without its figures`);
      // the servers keep serving the brands' revision they applied, and say so in /healthz (decision 048)
      if (name === 'etcd') return console.error(`[serve] etcd ended (${code}): the brands stay as last applied, publishing waits for it`);
      // an application server is started again by the topology's supervisor; nginx or the platform ending ends the site
      console.error(`[serve] ${name} ended (${code}): the site stops`);
      void (site?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
    },
  });
} catch (error) {
  console.error(`[serve] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(
  `site http://localhost:${port}/ (nginx) in front of the application servers ${site.appUrls.map((u) => `${u}/`).join(', ')}${
    site.platformUrl ? ` and the demo's platform ${site.platformUrl}/` : ' (no demo: no platform)'
  }; Prometheus ${site.prometheusUrl}/; brands from ${site.brandsStore ?? 'their folder'}; runtime file ready`,
);

const stop = () => void (site?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
