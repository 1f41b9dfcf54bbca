// The platform of the demo (decision 045): the dev API with its seeded data, a process of its own on the loopback
// address, behind nginx, which sends it the platform's addresses (/wps, /lgw, /dev, /dev-idp, /assets) as
// production's edge sends /wps and /lgw to a brand's real platform. scripts/lib/site-topology.ts starts it when the
// demo is on (DEMO=1 for scripts/serve.ts; start.sh and the e2e suite turn it on). Its settings, read once at start:
//   PLATFORM_PORT (0: any free port, printed), APP_HOST (127.0.0.1), DB_FILE (dev-api/.data/dev.sqlite, or
//   :memory:), the AUTH_LIMIT_* limits and MEMBER_BOUND_* bounds (docs/security.md), DEV_* switches, CORS_ORIGINS
// It prints `platform http://127.0.0.1:<port>/ ready` once it answers.
//
// Alone, `pnpm --filter @wl/dev-api start` (no PLATFORM_PORT): on PORT (8090) and HOST, for the remotes' own dev
// servers (ports 3000-3005), which proxy here with their origin.
import { clientAddressFrom, trustedProxies } from '@wl/http-answers/client-address';
import { startDevApi } from './server/create-dev-api.ts';

const env = process.env;
const inSite = env.PLATFORM_PORT !== undefined;
if (!inSite) env.CORS_ORIGINS ??= [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`).join(',');
const port = Number(inSite ? env.PLATFORM_PORT : (env.PORT ?? 8090));
const host = (inSite ? env.APP_HOST : env.HOST) ?? '127.0.0.1';
// behind nginx the peer is nginx: its X-Forwarded-For names the player, believed from the proxies TRUSTED_PROXIES names
// (decision 047; the loopback addresses by default), for the operator pages' loopback rule and the per-client limits
const running = await startDevApi(port, { host, clientAddress: clientAddressFrom(trustedProxies(env.TRUSTED_PROXIES)) });
// nginx keeps connections to it open (keepalive): they must outlive nginx's idle time
running.server.keepAliveTimeout = 65_000;
console.log(
  inSite
    ? `platform ${running.url}/ ready (the demo's dev API; data in ${env.DB_FILE ?? 'dev-api/.data/dev.sqlite'})`
    : `dev API listening on ${running.url} (try: curl -H 'Merchant: BDWL' ${running.url}/wps/system/status)`,
);

// one request's failure is logged, never the end of the platform every player's calls go to
process.on('uncaughtException', (error) => console.error('[platform] uncaught', error));
process.on('unhandledRejection', (error) => console.error('[platform] unhandled rejection', error));
const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
