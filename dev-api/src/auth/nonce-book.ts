// Apart from replay-guard.ts, which reads a route's context: the server's state holds a book, and a
// state that imported the guard would import the routes' types that import the state.

const MAX_NONCES = 200_000;

/** Nonces seen, each kept until its timestamp leaves the window (after that the timestamp refuses it). */
export class NonceBook {
  private readonly seen = new Map<string, number>();

  /** false when the nonce was already used. */
  take(nonce: string, forgetAt: number, now: number): boolean {
    const known = this.seen.get(nonce);
    if (known !== undefined && known > now) return false;
    if (this.seen.size >= MAX_NONCES) for (const [key, until] of this.seen) if (until <= now) this.seen.delete(key);
    this.seen.set(nonce, forgetAt);
    return true;
  }
}
