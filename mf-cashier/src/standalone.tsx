import '@wl/kit/styles.css';
import { runStandalone } from '@wl/host/standalone';
import { exposes } from './exposes.ts';
import { routes } from './routes.ts';

// mf-cashier on its own, for its team: `pnpm --filter mf-cashier dev` (the dev API on :8090 behind the proxy).
// Each page has the kit's session bar above it (no shell here, so no login dialog). /dev/records-kit is the
// records-list kit's demo (issue 8): here only, never exposed to the shell.
void runStandalone(routes, exposes, (page) => import(`./pages/${page}-page.tsx`), {
  extraPages: [{ path: '/dev/records-kit', title: 'Records kit demo', load: () => import('./dev/records-kit-demo.tsx') }],
});
