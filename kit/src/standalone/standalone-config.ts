import type { RuntimeConfig } from '../config/runtime-config.ts';

/** What a remote uses when it runs alone and no whitelabel runtime file is served next to it. */
export const STANDALONE_CONFIG: RuntimeConfig = {
  id: 'standalone',
  siteName: 'Khela (standalone)',
  merchantCode: 'BDWL',
  trialMerchantCode: 'BDWL_TRIAL',
  currency: { code: 'BDT', symbol: '৳' },
  languages: ['bn', 'en'],
  defaultLanguage: 'bn',
  logo: '',
  theme: {},
  apiBase: '',
  remotes: {},
  imageCdns: [],
};
