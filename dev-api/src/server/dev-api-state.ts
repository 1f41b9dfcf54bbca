import type { DatabaseSync } from 'node:sqlite';
import { AttemptLimiter } from '../auth/attempt-limiter.ts';
import type { AuthLimits } from '../auth/auth-limits.ts';
import type { MemberBounds } from '../config/member-bounds.ts';
import { RateLimiter } from '../auth/rate-limiter.ts';
import { NonceBook } from '../auth/nonce-book.ts';
import { flattenFlags, parseFlagOverrides, whitelabelTree, type FlagNode } from '../config/whitelabel-flags.ts';
import type { RsaKeyPair } from '../crypto/rsa-keys.ts';
import type { Merchant } from '../config/merchants.ts';

/** Switches a developer or a test flips at runtime (POST /dev/...); they live only in memory. */
export interface DevSwitches {
  maintenance: boolean;
  regionRestriction: boolean;
  location: string;
  imageCdns: string[];
  flagOverrides: Map<string, boolean>;
}

export interface DevApiState {
  db: DatabaseSync;
  clock: () => number;
  sessionTtlMs: number;
  keys: RsaKeyPair;
  switches: DevSwitches;
  unreadCountLimiter: RateLimiter;
  /** Credential and SMS limits (docs/security.md) and their counts. */
  limits: AuthLimits;
  attempts: AttemptLimiter;
  /** What one member can make the platform hold or pay out at once (decision 023). */
  bounds: MemberBounds;
  /** Nonces of encrypted logins and registrations already used. */
  nonces: NonceBook;
  /** the whitelabel flags of a merchant (its own over the defaults; a developer's switches over both) */
  flagTree(merchant?: Merchant): FlagNode[];
  flags(merchant?: Merchant): Record<string, boolean>;
}

/** A merchant's own flags (its brand's choice) over the defaults, and a developer's switches over both. */
const flagsOf = (merchant: Merchant | undefined, switches: DevSwitches) =>
  new Map([...Object.entries(merchant?.flags ?? {}), ...switches.flagOverrides]);

export function switchesFromEnv(env: NodeJS.ProcessEnv): DevSwitches {
  return {
    maintenance: env.DEV_MAINTENANCE === '1',
    regionRestriction: env.DEV_REGION_RESTRICTED === '1',
    location: env.DEV_LOCATION?.trim() || 'BD',
    imageCdns: (env.DEV_IMAGE_CDNS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    flagOverrides: parseFlagOverrides(env.DEV_FLAGS),
  };
}

export function createState(
  db: DatabaseSync,
  clock: () => number,
  sessionTtlMs: number,
  keys: RsaKeyPair,
  switches: DevSwitches,
  limits: AuthLimits,
  bounds: MemberBounds,
): DevApiState {
  return {
    db,
    clock,
    sessionTtlMs,
    keys,
    switches,
    // CSP_unreadCount: the client polls it (throttled 250 ms); 20 a second per token is abuse.
    unreadCountLimiter: new RateLimiter(20),
    limits,
    attempts: new AttemptLimiter(db),
    bounds,
    nonces: new NonceBook(),
    flagTree: (merchant) => whitelabelTree(flagsOf(merchant, switches)),
    flags: (merchant) => flattenFlags(whitelabelTree(flagsOf(merchant, switches))),
  };
}
