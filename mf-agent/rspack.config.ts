import { federatedConfig } from '@wl/build';
import { exposes } from './src/exposes.ts';
import { prerender } from './src/first-screen.ts';
import { routes } from './src/routes.ts';

export default federatedConfig({
  name: 'mf-agent',
  dir: import.meta.dirname,
  role: 'remote',
  exposes,
  routes,
  prerender,
});
