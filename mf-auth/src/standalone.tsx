import { runStandalone } from '@wl/shared';
import { exposes } from './exposes.ts';

// mf-auth on its own, for its team: `pnpm --filter mf-auth dev` (the dev API on :8090 behind the proxy).
void runStandalone('mf-auth', exposes, (page) => import(`./pages/${page}-page.tsx`));
