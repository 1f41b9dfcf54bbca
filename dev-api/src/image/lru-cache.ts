/**
 * A least-recently-used cache bounded by entry count and by total bytes, so no stream of distinct keys
 * makes it grow without end (issue 13 finding 5). Map keeps insertion order: a hit moves the key to the end.
 */
export class LruCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
    // a value larger than the whole budget is served but not kept
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Buffer];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.length;
    }
  }
}
