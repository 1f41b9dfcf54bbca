import { COUNTRIES } from '../config/countries.ts';
import { BD_MOBILE_PATTERN, OTHER_MOBILE_PATTERN } from '../config/register-settings.ts';

const DIALING_CODES = new Set(COUNTRIES.map((country) => country.dialingCode));

export interface MobileNumber {
  dialingCode: string;
  /** National number without the trunk 0, e.g. 1712345678. */
  national: string;
}

const DEFAULT_DIALING_CODE = '880';

/** Normalizes what a person typed; null when it is not a plausible number for that country. */
export function parseMobileNumber(mobile: string, dialingCode: string): MobileNumber | null {
  // '+880', '00880' and '0880' are all Bangladesh: one number, one identity (issue 13 finding 15); a code
  // no country of /wps/system/country has is refused rather than kept as another number.
  const code = (dialingCode || DEFAULT_DIALING_CODE).trim().replace(/^\+/, '').replace(/^0+/, '');
  let digits = mobile.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!DIALING_CODES.has(code) || !/^\d+$/.test(digits)) return null;
  // People paste the full international form into the national field.
  if (digits.startsWith(code) && digits.length > code.length + 8) digits = digits.slice(code.length);
  if (code === '880') {
    if (!new RegExp(BD_MOBILE_PATTERN).test(digits)) return null;
    return { dialingCode: code, national: digits.replace(/^0/, '') };
  }
  if (!new RegExp(OTHER_MOBILE_PATTERN).test(digits)) return null;
  return { dialingCode: code, national: digits.replace(/^0+/, '') };
}

/** The form used as the outbox recipient: dialing code and national number, digits only. */
export function fullNumber(number: MobileNumber): string {
  return `${number.dialingCode}${number.national}`;
}

/** 1712345678 -> 171****678: what a screen shows of a member's number. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length > 6 ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : '****';
}
