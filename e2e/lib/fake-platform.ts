// A platform that the server's background cache (scripts/lib/first-images.ts) asks
// instead of the network: a clock, the image CDNs its status names, whether it is down, the calls it got.
type Fetch = (url: string, headers: Record<string, string>) => Promise<unknown>;
type CacheOptions = { selfOrigin: () => string; ttlMs: number; now: () => number; fetchJson: Fetch };

export const ok = (value: unknown) => ({ success: true, value });

/** The cache made with a fake platform that answers `call` with `answer(language)` and the status with its CDNs. */
export function fakePlatform<C>(create: (opts: CacheOptions) => C, call: string, answer: (language: string) => unknown) {
  const state = { clock: 0, cdns: [] as string[], down: false, calls: [] as string[] };
  const cache = create({
    selfOrigin: () => 'http://127.0.0.1:9',
    ttlMs: 1000,
    now: () => state.clock,
    fetchJson: async (url, headers) => {
      state.calls.push(`${headers.Language} ${url}`);
      if (state.down) throw new Error('down');
      return url.includes(call) ? answer(headers.Language!.toLowerCase()) : ok({ info: { imageCdns: state.cdns } });
    },
  });
  return { state, cache };
}
