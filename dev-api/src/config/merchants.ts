import { ApiError } from '../http/api-error.ts';

export interface Merchant {
  code: string;
  kind: 'main' | 'trial';
  /** Content (notices, settings) of a trial merchant comes from its main merchant. */
  contentMerchant: string;
  currency: string;
  currencySymbol: string;
}

export const MAIN_MERCHANT = 'BDWL';
export const TRIAL_MERCHANT = 'BDWL_TRIAL';

const MERCHANTS: Merchant[] = [
  { code: MAIN_MERCHANT, kind: 'main', contentMerchant: MAIN_MERCHANT, currency: 'BDT', currencySymbol: '৳' },
  { code: TRIAL_MERCHANT, kind: 'trial', contentMerchant: MAIN_MERCHANT, currency: 'BDT', currencySymbol: '৳' },
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
