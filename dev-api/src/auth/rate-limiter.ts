/** Fixed one-second windows per key; in memory, since a restart resetting them is harmless. */
export class RateLimiter {
  readonly limitPerSecond: number;
  private readonly windows = new Map<string, { second: number; count: number }>();

  constructor(limitPerSecond: number) {
    this.limitPerSecond = limitPerSecond;
  }

  /** Counts a call; false when the key is over its limit for the current second. */
  allow(key: string, now: number): boolean {
    const second = Math.floor(now / 1000);
    const window = this.windows.get(key);
    if (!window || window.second !== second) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(key, { second, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limitPerSecond;
  }
}
