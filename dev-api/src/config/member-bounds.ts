import { parseDuration } from '../auth/auth-limits.ts';

// What one member can make the platform hold or pay out at once (issue 21, decision 023). Read at start from
// the environment (docs/security.md lists them); a test sets its own through createDevApi({ bounds }).

export interface MemberBounds {
  /** Withdrawals to a newly bound payout account wait this long. */
  payoutAccountHoldMs: number;
  /** Deposit requests of one member waiting for the operator (or for their payment) at once. */
  depositOpenClaims: number;
  /** Bytes of pictures (profile picture, feedback screenshots) one member may upload in 24 hours. */
  mediaBytesPerDay: number;
}

const DEFAULT_MEMBER_BOUNDS: MemberBounds = {
  payoutAccountHoldMs: 24 * 60 * 60 * 1000,
  depositOpenClaims: 5,
  mediaBytesPerDay: 20 * 1024 * 1024,
};

const MEMBER_BOUND_ENV: Record<keyof MemberBounds, string> = {
  payoutAccountHoldMs: 'PAYOUT_ACCOUNT_HOLD',
  depositOpenClaims: 'DEPOSIT_OPEN_CLAIMS_MAX',
  mediaBytesPerDay: 'MEDIA_BYTES_PER_DAY',
};

const positiveInteger = (text: string) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** Defaults, then the environment, then the caller's options; a malformed variable fails the start. */
export function resolveMemberBounds(env: NodeJS.ProcessEnv, options: Partial<MemberBounds> = {}): MemberBounds {
  const bounds: MemberBounds = { ...DEFAULT_MEMBER_BOUNDS };
  for (const key of Object.keys(MEMBER_BOUND_ENV) as (keyof MemberBounds)[]) {
    const text = env[MEMBER_BOUND_ENV[key]]?.trim();
    if (!text) continue;
    const value = key === 'payoutAccountHoldMs' ? parseDuration(text) : positiveInteger(text);
    if (value === null) throw new Error(`${MEMBER_BOUND_ENV[key]}=${text} is not valid (e.g. 24h for a time, 5 for a count)`);
    bounds[key] = value;
  }
  return { ...bounds, ...options };
}
