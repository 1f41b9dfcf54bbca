import { federatedConfig } from '@wl/build';
import { exposes } from './src/exposes.ts';
import { prerender } from './src/first-screen.ts';
import { routes } from './src/routes.ts';

const config = federatedConfig({
  name: 'mf-cashier',
  dir: import.meta.dirname,
  role: 'remote',
  exposes,
  routes,
  prerender,
});

// The standalone page's own /dev/records-kit demo is served here; every other /dev path is the dev API's.
const API_PATHS = ['/wps', '/lgw', '/dev', '/assets'];
const OWN_PAGES = ['/dev/records-kit'];
const devServer = config.devServer || {};
for (const proxy of devServer.proxy ?? []) {
  if (typeof proxy === 'object' && 'context' in proxy) {
    proxy.context = (pathname: string) => API_PATHS.some((p) => pathname.startsWith(p)) && !OWN_PAGES.some((p) => pathname.startsWith(p));
  }
}

export default config;
