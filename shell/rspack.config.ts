import path from 'node:path';
import { federatedConfig } from '@wl/build';
import { StartupAssetsPlugin } from './startup-assets-plugin.ts';

const config = federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  role: 'host',
  runtimePlugins: [path.join(import.meta.dirname, 'src/federation/remote-guard-plugin.ts')],
  // the dev server answers the runtime file with every remote on its dev server (`pnpm dev`)
  devWhitelabelFile: path.resolve(import.meta.dirname, '..', process.env.WHITELABEL_FILE ?? 'config/whitelabels/khela24.json'),
});
// the server preloads what the start runs (scripts/lib/critical-path.ts)
if (process.env.NODE_ENV !== 'development') config.plugins?.push(new StartupAssetsPlugin());

export default config;
