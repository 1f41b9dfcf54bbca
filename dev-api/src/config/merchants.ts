import { ApiError } from '../http/api-error.ts';

export interface Merchant {
  code: string;
  kind: 'main' | 'trial';
  /** Content (notices, settings) of a trial merchant comes from its main merchant. */
  contentMerchant: string;
  currency: string;
  currencySymbol: string;
  /** whitelabel flags this merchant sets otherwise than the defaults (config/whitelabel-flags.ts) */
  flags?: Record<string, boolean>;
}

export const MAIN_MERCHANT = 'BDWL';
export const TRIAL_MERCHANT = 'BDWL_TRIAL';
/** The second brand's merchant (BanglaPlay) */
export const BDPLAY_MERCHANT = 'BDPL';

/**
 * A second brand's merchant (config/whitelabels/bdplay.json, issue 23): its own members and flags, the same
 * catalogue and content as the main merchant's.
 */
const BDPLAY_FLAGS = { VIPROOM3: false, MEMCLUB3: false, FEEDBACK3: false, REFERRAL: false };

const MERCHANTS: Merchant[] = [
  { code: MAIN_MERCHANT, kind: 'main', contentMerchant: MAIN_MERCHANT, currency: 'BDT', currencySymbol: '৳' },
  { code: TRIAL_MERCHANT, kind: 'trial', contentMerchant: MAIN_MERCHANT, currency: 'BDT', currencySymbol: '৳' },
  { code: BDPLAY_MERCHANT, kind: 'main', contentMerchant: MAIN_MERCHANT, currency: 'BDT', currencySymbol: '৳', flags: BDPLAY_FLAGS },
  {
    code: `${BDPLAY_MERCHANT}_TRIAL`,
    kind: 'trial',
    contentMerchant: MAIN_MERCHANT,
    currency: 'BDT',
    currencySymbol: '৳',
    flags: BDPLAY_FLAGS,
  },
];

export function findMerchant(code: string | undefined): Merchant | undefined {
  const wanted = code?.trim().toUpperCase();
  return MERCHANTS.find((merchant) => merchant.code === wanted);
}

export function requireMerchantHeader(header: string | undefined): Merchant {
  if (!header || header.trim() === '') throw new ApiError(400, 'merchant_required');
  const merchant = findMerchant(header);
  if (!merchant) throw new ApiError(400, 'merchant_unknown');
  return merchant;
}
