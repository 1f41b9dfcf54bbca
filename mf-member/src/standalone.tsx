import { runStandalone } from '@wl/shared';
import { exposes } from './exposes.ts';

// mf-member on its own, for its team: `pnpm --filter mf-member dev` (the dev API on :8090 behind the proxy).
void runStandalone('mf-member', exposes, (page) => import(`./pages/${page}-page.tsx`));
