import { federatedConfig } from '@wl/build';
import { exposes } from './src/exposes.ts';

export default federatedConfig({
  name: 'mf-auth',
  dir: import.meta.dirname,
  role: 'remote',
  exposes,
});
