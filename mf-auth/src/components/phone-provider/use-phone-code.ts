import type { ParseKeys } from 'i18next';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION, toast, useFlag, useSmsSender, type SmsSender } from '@wl/kit';
import '../../i18n/auth.i18n.ts';
import { phoneOf } from '../../lib/validation/parsed-values.ts';
import { e164, isPhoneProviderError, PhoneProviderError, phoneProviderApi, type PhoneProviderFailure } from './phone-provider-api.ts';

/** The whitelabel flag that sends phone codes through the third-party provider (dev-api CONTRACT.md). */
const PHONE_PROVIDER_FLAG = 'FIREBASEPHONE3';
/** Spec section 4: with a third-party service the countdown is 1 minute, whatever the platform says. */
const PROVIDER_COUNTDOWN_MINUTES = 1;

export interface PhoneNumberInput {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * The number the form holds, as both the platform's SMS and the provider are given it: parsed as the form's submit
 * parses it, so the code is sent to the number the payload then names.
 */
export const typedNumberOf = (values: Readonly<Record<string, string | undefined>>): PhoneNumberInput => phoneOf(values);

/** What the platform is told the provider proved: the login and register payloads' firebase fields. */
export interface ProviderProof {
  firebaseChannel: 'sms';
  firebaseIdToken: string;
}

export interface PhoneCode extends SmsSender {
  /** codes go through the provider (the flag is on) */
  byProvider: boolean;
  /**
   * With the provider: trades the typed code for the provider's ID token (PhoneProviderError when it
   * refuses). A code already traded is not sent again, so a form the platform refuses for another reason
   * (a taken username, a captcha) can be resent as it is. Without the provider: null, the code goes as it is.
   */
  proof(code: string): Promise<ProviderProof | null>;
}

interface Session {
  sessionInfo: string;
  phoneNumber: string;
  confirmed?: { code: string; idToken: string };
}

/**
 * The code of a phone number for registration or the SMS login: the platform's own SMS (`platformSend`),
 * or, when the whitelabel enables it, the third-party provider with its 1-minute countdown. One hook, so the
 * forms keep one send button, one countdown and one code field either way.
 */
export function usePhoneCode(number: () => PhoneNumberInput, platformSend: () => Promise<{ expiredMinutes?: number }>): PhoneCode {
  const { t } = useTranslation('auth');
  const byProvider = useFlag(PHONE_PROVIDER_FLAG);
  const session = useRef<Session | null>(null);

  const sender = useSmsSender(async () => {
    if (!byProvider) return platformSend();
    const { mobileNum, countryDialingCode } = number();
    const phoneNumber = e164(mobileNum, countryDialingCode);
    try {
      const { sessionInfo } = await phoneProviderApi.sendCode(phoneNumber);
      session.current = { sessionInfo, phoneNumber };
      return { expiredMinutes: PROVIDER_COUNTDOWN_MINUTES };
    } catch (err) {
      // the platform's HTTP layer shows its own failures; the provider's are this hook's to tell
      toast.error(t(providerFailureKey(err)), TOAST_DURATION.long);
      throw err;
    }
  });

  const proof = useCallback(
    async (code: string): Promise<ProviderProof | null> => {
      if (!byProvider) return null;
      const current = session.current;
      const { mobileNum, countryDialingCode } = number();
      // a code proves the number it was sent to: after a change of number a new one is needed
      if (!current || current.phoneNumber !== e164(mobileNum, countryDialingCode)) throw new PhoneProviderError('SESSION_EXPIRED');
      if (current.confirmed?.code !== code) {
        const { idToken } = await phoneProviderApi.confirmCode(current.sessionInfo, code);
        current.confirmed = { code, idToken };
      }
      return { firebaseChannel: 'sms', firebaseIdToken: current.confirmed.idToken };
    },
    [byProvider, number],
  );

  return { ...sender, byProvider, proof };
}

const PROVIDER_FAILURE_TEXT = {
  INVALID_CODE: 'phone_provider.INVALID_CODE',
  SESSION_EXPIRED: 'phone_provider.SESSION_EXPIRED',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'phone_provider.TOO_MANY_ATTEMPTS_TRY_LATER',
  INVALID_PHONE_NUMBER: 'phone_provider.INVALID_PHONE_NUMBER',
  UNAVAILABLE: 'phone_provider.UNAVAILABLE',
} as const satisfies Record<PhoneProviderFailure, ParseKeys<'auth'>>;

/** The auth text that explains a provider failure (bn and en); anything unexpected reads as the provider being down. */
export function providerFailureKey(err: unknown): (typeof PROVIDER_FAILURE_TEXT)[PhoneProviderFailure] {
  return PROVIDER_FAILURE_TEXT[isPhoneProviderError(err) ? err.failure : 'UNAVAILABLE'];
}
