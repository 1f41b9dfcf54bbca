import crypto from 'node:crypto';
import { ApiError } from '../http/api-error.ts';
import { addOutboxMessage } from '../outbox/outbox.ts';
import type { DevApiState } from '../server/dev-api-state.ts';
import { createIdTokenKeys, signIdToken, type IdTokenKeys } from './id-token.ts';
import { perDevApi } from './provider-state.ts';

/**
 * The simulated third-party phone verification (the shape of Firebase phone auth: a code sent to a number
 * answers a verification session; the session and the code answer an ID token whose phone_number is the
 * number). It is a provider, not the platform: its own sessions, limits, key and issuer. Its error codes are
 * Firebase's (INVALID_CODE, SESSION_EXPIRED, TOO_MANY_ATTEMPTS_TRY_LATER, INVALID_PHONE_NUMBER).
 */

export const PHONE_ISSUER = 'https://securetoken.dev-idp.local/wl-dev';
export const PHONE_AUDIENCE = 'wl-dev';
/** The outbox purpose under which e2e and a developer read the provider's codes (GET /dev/outbox?to=). */
const PHONE_OUTBOX_PURPOSE = 'phoneProvider';

const CODE_TTL_MS = 5 * 60 * 1000;
const RESEND_AFTER_MS = 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const TOKEN_TTL_S = 60 * 60;
/** Codes a number may be sent, and sends a client may ask for, per hour. */
const SENDS_PER_NUMBER_PER_HOUR = 5;
const SENDS_PER_CLIENT_PER_HOUR = 20;
const HOUR = 60 * 60 * 1000;

interface PhoneSession {
  phoneNumber: string;
  sentAt: number;
  code: string;
  expiresAt: number;
  attempts: number;
}

interface ProviderState {
  keys: IdTokenKeys;
  sessions: Map<string, PhoneSession>;
  /** when each number and each client was sent codes in the last hour */
  sends: Map<string, number[]>;
}

/** One provider per dev API: a restart (a new state) is a new signing key, as a provider rotates its keys. */
export const phoneProvider = perDevApi<ProviderState>(() => ({ keys: createIdTokenKeys(), sessions: new Map(), sends: new Map() }));

const E164 = /^\+[1-9]\d{7,14}$/;

function tooMany(): ApiError {
  return new ApiError(429, 'TOO_MANY_ATTEMPTS_TRY_LATER');
}

/** Counts a send under a key; refuses when the key reached its hourly limit. */
function countSend(provider: ProviderState, key: string, perHour: number, now: number): void {
  const recent = (provider.sends.get(key) ?? []).filter((at) => now - at < HOUR);
  if (recent.length >= perHour) throw tooMany();
  recent.push(now);
  provider.sends.set(key, recent);
}

export function sendPhoneCode(state: DevApiState, phoneNumber: string, client: string, now: number): { sessionInfo: string } {
  if (!E164.test(phoneNumber)) throw new ApiError(400, 'INVALID_PHONE_NUMBER');
  const provider = phoneProvider(state);
  // A code still waiting to be used holds the number for 60 s (the front end's countdown); a used one does not.
  for (const session of provider.sessions.values())
    if (session.phoneNumber === phoneNumber && now - session.sentAt < RESEND_AFTER_MS) throw tooMany();
  countSend(provider, `client:${client}`, SENDS_PER_CLIENT_PER_HOUR, now);
  countSend(provider, `phone:${phoneNumber}`, SENDS_PER_NUMBER_PER_HOUR, now);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const sessionInfo = crypto.randomBytes(24).toString('base64url');
  // An earlier session of the same number ends: only the newest code works.
  for (const [id, session] of provider.sessions) if (session.phoneNumber === phoneNumber) provider.sessions.delete(id);
  for (const [id, session] of provider.sessions) if (session.expiresAt <= now) provider.sessions.delete(id);
  provider.sessions.set(sessionInfo, { phoneNumber, sentAt: now, code, expiresAt: now + CODE_TTL_MS, attempts: 0 });
  addOutboxMessage(
    state.db,
    {
      channel: 'sms',
      to: phoneNumber.slice(1),
      purpose: PHONE_OUTBOX_PURPOSE,
      code,
      text: `${code} is your verification code. / ${code} আপনার যাচাইকরণ কোড।`,
    },
    now,
  );
  return { sessionInfo };
}

export interface PhoneSignIn {
  idToken: string;
  phoneNumber: string;
  /** seconds, as a string (Firebase's form) */
  expiresIn: string;
}

/** The session's code answers an ID token once; a wrong code counts, and the fifth ends the session. */
export function verifyPhoneCode(state: DevApiState, sessionInfo: string, code: string, now: number): PhoneSignIn {
  const provider = phoneProvider(state);
  const session = provider.sessions.get(sessionInfo);
  if (!session || session.expiresAt <= now) {
    provider.sessions.delete(sessionInfo);
    throw new ApiError(400, 'SESSION_EXPIRED');
  }
  if (!/^\d{6}$/.test(code) || !crypto.timingSafeEqual(Buffer.from(code), Buffer.from(session.code))) {
    session.attempts += 1;
    if (session.attempts >= MAX_CODE_ATTEMPTS) {
      provider.sessions.delete(sessionInfo);
      throw tooMany();
    }
    throw new ApiError(400, 'INVALID_CODE');
  }
  provider.sessions.delete(sessionInfo);
  const iat = Math.floor(now / 1000);
  const idToken = signIdToken(provider.keys, {
    iss: PHONE_ISSUER,
    aud: PHONE_AUDIENCE,
    // a stable user id per number, as the provider keeps one account per phone
    sub: crypto.createHash('sha256').update(session.phoneNumber).digest('base64url').slice(0, 28),
    iat,
    exp: iat + TOKEN_TTL_S,
    phone_number: session.phoneNumber,
    firebase: { sign_in_provider: 'phone' },
  });
  return { idToken, phoneNumber: session.phoneNumber, expiresIn: String(TOKEN_TTL_S) };
}
