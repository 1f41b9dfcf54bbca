import { latinDigits } from '@wl/kit';
import { normalizeMobile } from '@wl/kit/forms';
import { DEFAULT_DIALING_CODE, DIALING_CODE_FIELD } from './field-checks.ts';

// What mf-auth's forms parse the text into (decision 057's `parse`): the value each platform call takes
// (dev-api/CONTRACT.md). A password is never parsed: a space may be part of one, and the platform compares it
// exactly; those fields go to the call as typed.

type Typed = Readonly<Record<string, string | undefined>>;

/** A name or an address: the spaces a phone keyboard leaves around a word are not part of it. */
export const trimmed = (value: string | undefined) => (value ?? '').trim();

/** A code (SMS, captcha, e-mailed): its digits as the platform compares them, whichever keyboard typed them. */
export const codeOf = (value: string | undefined) => latinDigits(value ?? '').trim();

/** A mobile number and its dialling code, as the SMS calls, the login, the reset and the registration take them. */
export interface PhoneNumber {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * The national digits of the number typed (spec section 3: the number goes with its dialling code), as the number
 * field keeps them: a Bengali keyboard's digits, spaces, dashes and a repeated `+880` do not reach the platform.
 */
export function phoneOf(values: Typed): PhoneNumber {
  const countryDialingCode = values[DIALING_CODE_FIELD] || DEFAULT_DIALING_CODE;
  return { mobileNum: normalizeMobile(latinDigits(values.mobileNum ?? '').trim(), countryDialingCode), countryDialingCode };
}
