import type { ProviderProof } from '../../components/phone-provider/use-phone-code.ts';
import { DEFAULT_DIALING_CODE } from '../../lib/validation/field-checks.ts';

/** The identity and messenger fields of the payload, in the order of spec section 3. */
export const CONTACT_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

/** The registration payload's value fields (spec section 3), each '' unless the form shows it. */
export const PAYLOAD_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  ...CONTACT_FIELDS,
  'captcha',
  'verificationCode',
] as const;

/** Secrets are sent as typed: a space may be part of a password. */
const UNTRIMMED = new Set(['password', 'confirmPassword', 'paymentPassword']);

export type RegisterChannel = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

interface ChannelEnv {
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { standalone?: boolean };
}

function browserEnv(): ChannelEnv {
  if (typeof window === 'undefined') return {};
  return { matchMedia: window.matchMedia?.bind(window), navigator: navigator as Navigator & { standalone?: boolean } };
}

/**
 * registerMethod of the payload: WEBCLIP from an iOS home-screen clip (navigator.standalone), PWA from
 * an installed web app, H5 in the browser. APP is the native app's; a web page never sends it.
 */
export function registerChannel(env: ChannelEnv = browserEnv()): RegisterChannel {
  if (env.navigator?.standalone === true) return 'WEBCLIP';
  if (env.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return 'H5';
}

/** The payload exactly as spec section 3 lists it: type 0, optional values as '', the current host name. */
export function registerPayload(
  values: Readonly<Record<string, string>>,
  shown: readonly string[],
  options: { hostname: string; channel: RegisterChannel; proof?: ProviderProof | null },
) {
  const payload: Record<string, string | number> = {
    countryDialingCode: values.countryDialingCode || DEFAULT_DIALING_CODE,
    registerUrl: options.hostname,
    registerMethod: options.channel,
  };
  for (const field of PAYLOAD_FIELDS) {
    const value = shown.includes(field) ? (values[field] ?? '') : '';
    payload[field] = UNTRIMMED.has(field) ? value : value.trim();
  }
  payload.type = 0;
  payload.domain = '';
  // spec section 3: firebaseChannel and firebaseIdToken are added when the third-party service verified the phone
  if (options.proof) Object.assign(payload, { ...options.proof, verificationCode: '' });
  return payload;
}
