import { runStandalone } from '@wl/shared';
import { exposes } from './exposes.ts';

// mf-lobby on its own, for its team: `pnpm --filter mf-lobby dev` (the dev API on :8090 behind the proxy).
void runStandalone('mf-lobby', exposes, (page) => import(`./pages/${page}-page.tsx`));
