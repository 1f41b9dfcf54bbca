// The limits on credential checks and on what costs the platform money (SMS) or leaks who has an
// account (issue 13 findings 3, 12, 13, 15). Each is configurable per environment: production keeps
// the defaults, the e2e site raises the per-client ones (every test browser is 127.0.0.1), and a jest
// test that proves a limit sets low values through createDevApi's `authLimits`.

/** At most `max` counted events per `windowMs`; reaching it locks the key for `windowMs`. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface AuthLimits {
  /** Wrong login passwords of one account, on every route that checks it (login, change password, PIN reset ...). */
  loginAccount: LimitRule;
  /** Wrong login passwords from one client (remote address): many accounts guessed from one place. */
  loginClient: LimitRule;
  /** SMS codes sent at the request of one client. */
  smsClient: LimitRule;
  /** E-mail reset requests and wrong reset codes for one account. */
  resetAccount: LimitRule;
  /** E-mail reset requests and wrong reset codes from one client. */
  resetClient: LimitRule;
  /** Wrong withdrawal PINs of one member, on every route that checks it. */
  pinAccount: LimitRule;
  /** Wrong withdrawal PINs from one client. */
  pinClient: LimitRule;
  /** Wrong SMS codes for one mobile number, on every route that checks one. */
  codeAccount: LimitRule;
  /** Wrong SMS codes from one client. */
  codeClient: LimitRule;
  /** A session ends this long after login, however active it is. */
  sessionMaxAgeMs: number;
  /** How far an encrypted login's timestamp may be from the server's clock. */
  replayWindowMs: number;
  /** The shortest reply of the e-mail reset request, so its time does not tell whether the pair matched. */
  resetReplyMs: number;
  /** Failed logins from one client within 15 minutes before its every login needs a captcha (CONTRACT.md section 4). */
  captchaAfterClientFailures: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginAccount: { max: 5, windowMs: 15 * MINUTE },
  loginClient: { max: 30, windowMs: 15 * MINUTE },
  smsClient: { max: 10, windowMs: HOUR },
  resetAccount: { max: 3, windowMs: HOUR },
  resetClient: { max: 10, windowMs: HOUR },
  pinAccount: { max: 5, windowMs: 15 * MINUTE },
  pinClient: { max: 30, windowMs: 15 * MINUTE },
  codeAccount: { max: 5, windowMs: 15 * MINUTE },
  codeClient: { max: 30, windowMs: 15 * MINUTE },
  sessionMaxAgeMs: 12 * HOUR,
  replayWindowMs: 10 * MINUTE,
  resetReplyMs: 250,
  captchaAfterClientFailures: 3,
};

/** The environment variable of each setting (docs/security.md lists them). */
const AUTH_LIMIT_ENV: Record<keyof AuthLimits, string> = {
  loginAccount: 'AUTH_LIMIT_LOGIN_ACCOUNT',
  loginClient: 'AUTH_LIMIT_LOGIN_CLIENT',
  smsClient: 'AUTH_LIMIT_SMS_CLIENT',
  resetAccount: 'AUTH_LIMIT_RESET_ACCOUNT',
  resetClient: 'AUTH_LIMIT_RESET_CLIENT',
  pinAccount: 'AUTH_LIMIT_PIN_ACCOUNT',
  pinClient: 'AUTH_LIMIT_PIN_CLIENT',
  codeAccount: 'AUTH_LIMIT_CODE_ACCOUNT',
  codeClient: 'AUTH_LIMIT_CODE_CLIENT',
  sessionMaxAgeMs: 'SESSION_MAX_AGE',
  replayWindowMs: 'LOGIN_REPLAY_WINDOW',
  resetReplyMs: 'RESET_REPLY_TIME',
  captchaAfterClientFailures: 'AUTH_CAPTCHA_AFTER_CLIENT_FAILURES',
};

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: MINUTE, h: HOUR, d: 24 * HOUR };

/** '15m', '1h', '250ms', '30s'. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2]!]! : null;
}

function parseCount(text: string): number | null {
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** '5/15m': at most 5 per 15 minutes. */
export function parseRule(text: string): LimitRule | null {
  const [count, window] = text.split('/');
  const max = Number(count);
  const windowMs = window === undefined ? null : parseDuration(window);
  return Number.isInteger(max) && max > 0 && windowMs ? { max, windowMs } : null;
}

/** Defaults, then the environment, then the caller's options; a malformed variable fails the start. */
export function resolveAuthLimits(env: NodeJS.ProcessEnv, options: Partial<AuthLimits> = {}): AuthLimits {
  const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS };
  for (const key of Object.keys(AUTH_LIMIT_ENV) as (keyof AuthLimits)[]) {
    const text = env[AUTH_LIMIT_ENV[key]]?.trim();
    if (!text) continue;
    const value =
      key === 'captchaAfterClientFailures' ? parseCount(text) : typeof limits[key] === 'number' ? parseDuration(text) : parseRule(text);
    if (value === null) throw new Error(`${AUTH_LIMIT_ENV[key]}=${text} is not valid (e.g. 5/15m for a limit, 12h for a time)`);
    (limits as unknown as Record<string, unknown>)[key] = value;
  }
  return { ...limits, ...options };
}
