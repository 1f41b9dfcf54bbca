import { fetchWithTimeout, getRuntimeConfig } from '@wl/kit';

/**
 * The third-party phone-verification provider, called from the browser as Firebase phone auth is: a code
 * sent to a number answers a verification session; the session and the code answer an ID token whose
 * phone_number is the number. The dev API simulates it under /dev-idp/phone (dev-api CONTRACT.md); a real
 * deployment swaps these two calls for the provider's SDK or REST calls and keeps everything else.
 * Not the platform's HTTP layer: a third party gets no Merchant header, no session token, no envelope.
 */

/** Failures the forms explain; anything else (network, 5xx, a reply that is not JSON) is UNAVAILABLE. */
export type PhoneProviderFailure =
  | 'INVALID_CODE'
  | 'SESSION_EXPIRED'
  | 'TOO_MANY_ATTEMPTS_TRY_LATER'
  | 'INVALID_PHONE_NUMBER'
  | 'UNAVAILABLE';

const KNOWN = new Set<PhoneProviderFailure>(['INVALID_CODE', 'SESSION_EXPIRED', 'TOO_MANY_ATTEMPTS_TRY_LATER', 'INVALID_PHONE_NUMBER']);

export class PhoneProviderError extends Error {
  override readonly name = 'PhoneProviderError';
  constructor(readonly failure: PhoneProviderFailure) {
    super(`phone verification failed: ${failure}`);
  }
}

export const isPhoneProviderError = (err: unknown): err is PhoneProviderError => err instanceof PhoneProviderError;

/** Firebase answers { error: { message: 'INVALID_CODE' } }; the simulation { errorCode: 'INVALID_CODE' }. */
function failureOf(body: unknown): PhoneProviderFailure {
  const reply = (body ?? {}) as { errorCode?: unknown; error?: { message?: unknown } };
  const code = String(reply.errorCode ?? reply.error?.message ?? '').split(' ')[0] as PhoneProviderFailure;
  return KNOWN.has(code) ? code : 'UNAVAILABLE';
}

const PROVIDER_TIMEOUT_MS = 15_000;

async function call<T>(path: string, body: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetchWithTimeout(
      `${getRuntimeConfig().apiBase}/dev-idp/phone/${path}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
      },
      { timeoutMs: PROVIDER_TIMEOUT_MS, retries: 0 },
    );
  } catch {
    throw new PhoneProviderError('UNAVAILABLE');
  }
  const reply: unknown = await response.json().catch(() => null);
  if (!response.ok || reply === null) throw new PhoneProviderError(failureOf(reply));
  return reply as T;
}

export const phoneProviderApi = {
  /** phoneNumber in E.164 (+8801712345678) */
  sendCode: (phoneNumber: string) => call<{ sessionInfo: string }>('send', { phoneNumber }),
  confirmCode: (sessionInfo: string, code: string) => call<{ idToken: string; phoneNumber: string }>('verify', { sessionInfo, code }),
};

/** The number as the provider wants it: '+', the dialling code, the national number without its trunk 0. */
export function e164(mobileNum: string, countryDialingCode: string): string {
  const code = countryDialingCode.replace(/\D/g, '').replace(/^0+/, '');
  let digits = mobileNum.replace(/\D/g, '');
  if (digits.startsWith(code) && digits.length > code.length + 8) digits = digits.slice(code.length);
  return `+${code}${digits.replace(/^0+/, '')}`;
}
