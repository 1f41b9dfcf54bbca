import { federatedConfig } from '@wl/shared/build';
import { exposes } from './src/exposes.ts';

export default federatedConfig({
  name: 'mf-auth',
  dir: import.meta.dirname,
  role: 'remote',
  exposes,
  devPort: 3001,
});
