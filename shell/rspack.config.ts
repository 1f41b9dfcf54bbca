import path from 'node:path';
import { federatedConfig } from '@wl/build';

export default federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  role: 'host',
  runtimePlugins: [path.join(import.meta.dirname, 'src/federation/remote-guard-plugin.ts')],
  // the dev server answers the runtime file with every remote on its dev server (`pnpm dev`)
  devWhitelabelFile: path.resolve(import.meta.dirname, '..', process.env.WHITELABEL_FILE ?? 'config/whitelabels/default.json'),
});
