import { runStandalone } from '@wl/host/standalone';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';

// mf-lobby on its own, for its team: `pnpm --filter mf-lobby dev` (the dev API on :8090 behind the proxy).
void runStandalone(routes, exposes, (page) => import(`./pages/${page}-page.tsx`));
