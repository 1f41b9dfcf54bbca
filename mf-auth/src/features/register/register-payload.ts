import type { ProviderProof } from '../../components/phone-provider/use-phone-code.ts';
import { codeOf, phoneOf, trimmed } from '../../lib/validation/parsed-values.ts';
import { CONTACT_FIELDS } from './register-shape.ts';

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

type PayloadField = (typeof PAYLOAD_FIELDS)[number];

/** Secrets are sent as typed: a space may be part of a password. */
const UNTRIMMED = new Set<string>(['password', 'confirmPassword', 'paymentPassword']);
/** Codes are compared digit by digit: a Bengali keyboard's digits are the same code. */
const CODES = new Set<string>(['captcha', 'verificationCode']);

/** The part of the payload the form's fields give: what the register form's values parse into (decision 057). */
export type RegisterFields = Record<PayloadField | 'countryDialingCode', string> & { type: 0; domain: '' };

/** The whole payload of spec section 3, as `PUT /wps/member/register` takes it. */
export type RegisterPayload = RegisterFields & { registerUrl: string; registerMethod: RegisterChannel } & Partial<ProviderProof>;

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

/** A field's text as the platform gets it (the number aside): passwords as typed, codes in Latin digits, the rest trimmed. */
export function sentText(field: string, value: string): string {
  if (UNTRIMMED.has(field)) return value;
  if (CODES.has(field)) return codeOf(value);
  return trimmed(value);
}

/**
 * The fields of the payload as spec section 3 lists them (decision 057's parse of the register form): every field
 * '' unless the form shows it (a tab left keeps what was typed there, unsent), names and addresses trimmed, codes in
 * Latin digits, the number as its field keeps it, passwords as typed; type 0.
 */
export function registerFields(values: Readonly<Record<string, string | undefined>>, shown: readonly string[]): RegisterFields {
  const phone = phoneOf(values);
  const fields = { countryDialingCode: phone.countryDialingCode } as RegisterFields;
  for (const field of PAYLOAD_FIELDS) {
    const value = shown.includes(field) ? (values[field] ?? '') : '';
    fields[field] = field === 'mobileNum' && value !== '' ? phone.mobileNum : sentText(field, value);
  }
  fields.type = 0;
  fields.domain = '';
  return fields;
}

/**
 * The payload: the parsed fields, and what only the submit knows. The host and the channel are the page's, read as
 * it is sent; the provider's proof is had by trading the code once the affiliate code stands, so it cannot be a
 * field's parse. With a proof the platform's own code is not sent (spec section 3).
 */
export function registerPayload(
  fields: RegisterFields,
  options: { hostname: string; channel: RegisterChannel; proof?: ProviderProof | null },
): RegisterPayload {
  const payload: RegisterPayload = { ...fields, registerUrl: options.hostname, registerMethod: options.channel };
  return options.proof ? { ...payload, ...options.proof, verificationCode: '' } : payload;
}
