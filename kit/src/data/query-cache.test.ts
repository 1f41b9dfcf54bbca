import { QueryObserver } from '@tanstack/react-query';
import { events } from '../events/event-bus.ts';
import { ApiError } from '../http/api-error.ts';
import { scopedKey, useDataScope } from './data-scope.ts';
import { connectQueryCache, createQueryCache, LANGUAGE_REFETCH_MS, MONEY_KEY, type QueryCache } from './query-cache.ts';
import { UNUSED_ENTRY_MS } from './query-client.ts';

/** A screen showing the key, as useQuery's observer is: the key in the data scope of the moment, with its fetcher. */
function show(cache: QueryCache, key: unknown[], fetcher: () => Promise<unknown>) {
  const observer = new QueryObserver(cache.client, { queryKey: scopedKey(key), queryFn: fetcher, retry: false });
  return observer.subscribe(() => undefined);
}

const startingScope = useDataScope.getState();
afterEach(() => useDataScope.setState(startingScope, true));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('query cache', () => {
  it('sends one request for the same key while one is in flight', async () => {
    const cache = createQueryCache();
    const fetcher = jest.fn(async () => 'data');
    const [a, b] = await Promise.all([cache.fetch(['k'], fetcher), cache.fetch(['k'], fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect([a, b]).toEqual(['data', 'data']);
    expect(cache.snapshot(['k'])).toMatchObject({ status: 'success', data: 'data', isFetching: false });
  });

  it('drops an answer that arrives after a newer request started', async () => {
    const cache = createQueryCache();
    await cache.fetch(['k'], async () => 'shown');
    const first = deferred<string>();
    const second = deferred<string>();
    cache.refetch(['k'], () => first.promise).catch(() => undefined);
    const newer = cache.refetch(['k'], () => second.promise);
    second.resolve('new');
    await newer;
    first.resolve('old');
    await Promise.resolve();
    expect(cache.snapshot(['k']).data).toBe('new');
  });

  it('keeps the data object when a refetch answers the same data, and takes a changed answer', async () => {
    const cache = createQueryCache({ persist: false });
    await cache.fetch(['k'], async () => ({ games: [{ id: 1 }] }));
    const first = cache.snapshot<{ games: { id: number }[] }>(['k']).data;
    await cache.refetch(['k'], async () => ({ games: [{ id: 1 }] }));
    expect(cache.snapshot(['k']).data).toBe(first);
    await cache.refetch(['k'], async () => ({ games: [{ id: 2 }] }));
    expect(cache.snapshot(['k']).data).toEqual({ games: [{ id: 2 }] });
    expect(cache.snapshot(['k']).data).not.toBe(first);
  });

  it('keeps older data on screen when a refetch fails, and reports the error', async () => {
    const cache = createQueryCache();
    await cache.fetch(['k'], async () => [1]);
    await expect(cache.refetch(['k'], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.snapshot(['k'])).toMatchObject({ status: 'success', data: [1] });
    expect((cache.snapshot(['k']).error as Error).message).toBe('down');
  });

  it('is in error with no data when the first request fails', async () => {
    const cache = createQueryCache();
    await expect(cache.fetch(['k'], async () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(cache.snapshot(['k'])).toMatchObject({ status: 'error', data: undefined });
  });

  it('invalidates by key prefix, element by element', async () => {
    const cache = createQueryCache();
    const one = jest.fn(async () => 1);
    const ten = jest.fn(async () => 10);
    await cache.fetch(['page', 1], one);
    await cache.fetch(['page', 10], ten);
    const offOne = show(cache, ['page', 1], one);
    const offTen = show(cache, ['page', 10], ten);
    await Promise.resolve();
    one.mockClear();
    ten.mockClear();
    cache.invalidate(['page', 1]);
    await Promise.resolve();
    expect(one).toHaveBeenCalledTimes(1);
    expect(ten).toHaveBeenCalledTimes(0);
    cache.invalidate(['page']);
    await Promise.resolve();
    expect(ten).toHaveBeenCalledTimes(1);
    offOne();
    offTen();
  });

  it('forgets unwatched entries on invalidation instead of fetching them', async () => {
    const cache = createQueryCache();
    const fetcher = jest.fn(async () => 1);
    await cache.fetch(['k'], fetcher);
    cache.invalidate(['k']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.snapshot(['k']).data).toBeUndefined();
  });

  describe('connected to the app events', () => {
    let cache: ReturnType<typeof createQueryCache>;
    let disconnect: () => void;
    beforeEach(() => {
      jest.useFakeTimers();
      cache = createQueryCache();
      disconnect = connectQueryCache(cache);
    });
    afterEach(() => {
      disconnect();
      jest.useRealTimers();
    });

    it("takes the language into the keys 200 ms after its last change: a screen then asks for the new language's answer", async () => {
      const fetcher = jest.fn(async () => useDataScope.getState().language);
      const [first, other] = startingScope.language === 'en' ? (['en', 'bn'] as const) : (['bn', 'en'] as const);
      await cache.fetch(['texts'], fetcher);
      events.emit('language:changed', { language: first });
      jest.advanceTimersByTime(LANGUAGE_REFETCH_MS - 1);
      events.emit('language:changed', { language: other });
      await jest.advanceTimersByTimeAsync(LANGUAGE_REFETCH_MS - 1);
      expect(useDataScope.getState().language).toBe(startingScope.language);
      await jest.advanceTimersByTimeAsync(1);
      expect(useDataScope.getState().language).toBe(other);
      // another key: the earlier language's answer stays where it was, for a switch back
      expect(cache.snapshot(['texts'])).toMatchObject({ status: 'pending', data: undefined });
      expect(cache.client.getQueryData(scopedKey(['texts'], startingScope))).toBe(startingScope.language);
      const off = show(cache, ['texts'], fetcher);
      await jest.advanceTimersByTimeAsync(0);
      expect(cache.snapshot(['texts']).data).toBe(other);
      off();
    });

    it("fetches again, on a money move, what holds the money's key, and only that", async () => {
      const records = jest.fn(async () => []);
      const texts = jest.fn(async () => []);
      await cache.fetch(['records', MONEY_KEY], records);
      await cache.fetch(['texts'], texts);
      const offs = [show(cache, ['records', MONEY_KEY], records), show(cache, ['texts'], texts)];
      await jest.advanceTimersByTimeAsync(0);
      records.mockClear();
      texts.mockClear();
      events.emit('wallet:refresh');
      await jest.advanceTimersByTimeAsync(0);
      expect(records).toHaveBeenCalledTimes(1);
      expect(texts).toHaveBeenCalledTimes(0);
      for (const off of offs) off();
    });

    it("never shows one member the data of another: the new member's keys are others, and the old member's entries go", async () => {
      const member = jest.fn().mockResolvedValueOnce('alice').mockResolvedValueOnce('bob');
      events.emit('session:changed', { session: { token: 'a', merchantCode: 'm', userName: 'alice', type: 0, firstTimeLogin: false } });
      const off = show(cache, ['member'], member);
      await cache.fetch(['other'], async () => 'alice only');
      await jest.advanceTimersByTimeAsync(0);
      expect(cache.snapshot(['member']).data).toBe('alice');
      events.emit('session:changed', { session: { token: 'b', merchantCode: 'm', userName: 'bob', type: 0, firstTimeLogin: false } });
      expect(useDataScope.getState().member).toBe('bob');
      expect(cache.snapshot(['member'])).toMatchObject({ status: 'pending', data: undefined });
      expect(cache.snapshot(['other']).data).toBeUndefined();
      expect(
        cache.client
          .getQueryCache()
          .findAll()
          .filter((query) => JSON.stringify(query.queryKey).includes('alice')),
      ).toEqual([]);
      off();
      const bob = show(cache, ['member'], member);
      await jest.advanceTimersByTimeAsync(0);
      expect(cache.snapshot(['member']).data).toBe('bob');
      bob();
    });
  });
});

describe('what the hand-made cache did not do', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('forgets an entry no screen has shown for a while, and keeps one on screen', async () => {
    const cache = createQueryCache({ persist: false });
    await cache.fetch(['gone'], async () => 'unused');
    const off = show(cache, ['kept'], async () => 'shown');
    await jest.advanceTimersByTimeAsync(UNUSED_ENTRY_MS + 1);
    expect(cache.snapshot(['gone']).data).toBeUndefined();
    expect(cache.snapshot(['kept']).data).toBe('shown');
    off();
  });

  it.each([
    ['no answer', new ApiError('network', 'offline'), 3],
    ['a timeout', new ApiError('timeout', 'slow'), 3],
    ['a 503', new ApiError('unknown', 'down', 503), 3],
    ['a 404', new ApiError('unknown', 'missing', 404), 1],
    ['a platform errorCode', new ApiError('function.not.available', 'off', 200), 1],
    ['an answer that breaks the contract', new ApiError('malformed', 'bad answer', 200), 1],
  ])('tries a read again, twice at most and with a growing pause, after %s only when it may pass later', async (_, error, calls) => {
    const cache = createQueryCache({ persist: false });
    const fetcher = jest.fn(async () => Promise.reject(error));
    const result = cache.fetch(['k'], fetcher).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(700);
    expect(fetcher).toHaveBeenCalledTimes(Math.min(calls, 1));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetcher).toHaveBeenCalledTimes(calls);
    expect(await result).toBe(error);
  });
});
