// The proof a report comes from a page this site served (issue 35 findings 2 and 3, decision 042). The page's
// answer carries a short-lived token, signed with the server's key (HMAC-SHA256), naming the brand and the
// releases the server chose for that device; it goes as an HttpOnly, SameSite=Strict cookie on the /ops path, so
// the page's beacons (same origin) carry it by themselves and the shell's code is not one byte longer. A report
// without a valid token of its host's brand is refused; a token spends a bounded number of reports; an address
// gets a bounded number of tokens a minute. A stranger can still load pages and report as a player would, but
// only what a player could, and only as much as an address's tokens allow.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ReportRate } from './health.ts';

export const OPS_COOKIE = 'wl_ops';

export interface OpsTokenLimits {
  /** how long a page's token holds (a page kept open longer has its reports refused as 'expired') */
  ttlMs: number;
  /** tokens one address gets a minute (its pages beyond that carry none) */
  tokensPerMinute: number;
  /** health reports one token may send (a page sends at most 3: 50 events, 20 a batch) */
  reportsPerToken: number;
  /** vitals reports one token may send (a load sends one or two, and again after a return from the back-forward cache) */
  vitalsPerToken: number;
  /** tokens whose spending is remembered at most (the oldest forgotten first) */
  remembered: number;
}

export const DEFAULT_TOKEN_LIMITS: OpsTokenLimits = {
  ttlMs: 2 * 60 * 60 * 1000,
  // per address: a carrier's NAT puts many players behind one; a page beyond it loses only its reports
  tokensPerMinute: 60,
  reportsPerToken: 6,
  vitalsPerToken: 12,
  remembered: 200_000,
};

export interface TokenClaims {
  /** the brand the page was served for */
  brand: string;
  /** when it was issued, in ms */
  issued: number;
  /** the token's own id */
  id: string;
  /** remote -> the releases the page may run: the one chosen for the device, and the stable one behind a candidate */
  releases: Record<string, string[]>;
}

export type TokenVerdict = { ok: true; claims: TokenClaims } | { ok: false; reason: 'no token' | 'bad token' | 'expired' | 'other brand' };

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** The key the tokens are signed with: OPS_TOKEN_KEY (every server of one site the same), else one made at start. */
export function tokenKey(fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('OPS_TOKEN_KEY must be at least 32 characters');
    return Buffer.from(fromEnv);
  }
  return randomBytes(32);
}

export class OpsTokens {
  private readonly key: Buffer;
  private readonly limits: OpsTokenLimits;
  private readonly issuing: ReportRate;
  /** per token id: what it has spent, in the order first seen (a Map keeps it): the oldest go past the bound */
  private readonly spent = new Map<string, { reports: number; vitals: number }>();

  constructor(key: Buffer, limits: OpsTokenLimits = DEFAULT_TOKEN_LIMITS) {
    this.key = key;
    this.limits = limits;
    this.issuing = new ReportRate(limits.tokensPerMinute);
  }

  private sign(payload: string): string {
    return b64(createHmac('sha256', this.key).update(payload).digest());
  }

  /** A page's token, or null when its address has had its tokens for this minute. */
  issue(brand: string, releases: Record<string, string[]>, address: string, now: number): string | null {
    if (!this.issuing.allow(address, now)) return null;
    const claims: TokenClaims = { brand, issued: now, id: b64(randomBytes(12)), releases };
    const payload = b64(JSON.stringify(claims));
    return `${payload}.${this.sign(payload)}`;
  }

  /** The Set-Cookie header of a token: the /ops path only, out of the page's reach, never sent from another site. */
  cookie(token: string, secure: boolean): string {
    return `${OPS_COOKIE}=${token}; Path=/ops; Max-Age=${Math.floor(this.limits.ttlMs / 1000)}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  }

  verify(token: string | undefined, brand: string, now: number): TokenVerdict {
    if (!token) return { ok: false, reason: 'no token' };
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'bad token' };
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad token' };
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'bad token' };
    }
    if (claims.issued > now + 60_000 || now - claims.issued > this.limits.ttlMs) return { ok: false, reason: 'expired' };
    if (claims.brand !== brand) return { ok: false, reason: 'other brand' };
    return { ok: true, claims };
  }

  /** Spends one report of a token; false when it has sent its share. */
  spend(claims: TokenClaims, what: 'reports' | 'vitals'): boolean {
    let entry = this.spent.get(claims.id);
    if (!entry) {
      entry = { reports: 0, vitals: 0 };
      this.spent.set(claims.id, entry);
      if (this.spent.size > this.limits.remembered) this.spent.delete(this.spent.keys().next().value!);
    }
    const limit = what === 'reports' ? this.limits.reportsPerToken : this.limits.vitalsPerToken;
    if (entry[what] >= limit) return false;
    entry[what] += 1;
    return true;
  }

  /** A source's name in the stores: the address, keyed with this server's key, so no address is kept as it is. */
  source(address: string): string {
    return createHmac('sha256', this.key).update(`source:${address}`).digest('base64url').slice(0, 16);
  }
}
