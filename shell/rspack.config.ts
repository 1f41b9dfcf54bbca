import path from 'node:path';
import { federatedConfig } from '@wl/shared/build';

export default federatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  role: 'host',
  devPort: 3000,
  runtimePlugins: [path.join(import.meta.dirname, 'src/federation/remote-guard-plugin.ts')],
});
