// Standalone: `pnpm --filter @wl/dev-api start` (PORT, HOST, DB_FILE, DEV_* from the environment).
import { startDevApi } from './server/create-dev-api.ts';

const port = Number(process.env.PORT ?? 8090);
// a remote's own dev server (`pnpm --filter mf-cashier dev`, ports 3000-3005) proxies here with its origin
process.env.CORS_ORIGINS ??= [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`).join(',');
const running = await startDevApi(port, { host: process.env.HOST ?? '127.0.0.1' });
console.log(`dev API listening on ${running.url} (try: curl -H 'Merchant: BDWL' ${running.url}/wps/system/status)`);

const stop = () => {
  void running.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
