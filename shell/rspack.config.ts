import path from 'node:path';
import { federatedConfig } from '@wl/build';
import { FRAME_KEYS } from '@wl/plain/frames';
import { StartupAssetsPlugin } from './startup-assets-plugin.ts';

const config = federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  role: 'host',
  runtimePlugins: [path.join(import.meta.dirname, 'src/federation/remote-guard-plugin.ts')],
  // the frames around the pages the remotes render for the server's HTML (decision 052), a guest's and a member's (067)
  prerender: Object.fromEntries(FRAME_KEYS.map((key) => [key, {}])),
  prerenderEntry: './src/first-screen/frames.tsx',
});
// the server preloads what the start runs (server/src/page/critical-path.ts)
if (process.env.NODE_ENV !== 'development') config.plugins?.push(new StartupAssetsPlugin());

export default config;
