import { events } from '../events/event-bus.ts';
import { connectQueryCache, createQueryCache, LANGUAGE_REFETCH_MS } from './query-cache.ts';

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
    const first = deferred<string>();
    const second = deferred<string>();
    cache.fetch(['k'], () => first.promise).catch(() => undefined);
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
    const offOne = cache.subscribe(['page', 1], () => undefined, []);
    const offTen = cache.subscribe(['page', 10], () => undefined, []);
    cache.invalidate(['page', 1]);
    expect(one).toHaveBeenCalledTimes(2);
    expect(ten).toHaveBeenCalledTimes(1);
    cache.invalidate(['page']);
    expect(ten).toHaveBeenCalledTimes(2);
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

    it('refetches language-dependent queries 200 ms after the last language change', async () => {
      const fetcher = jest.fn(async () => 'x');
      await cache.fetch(['texts'], fetcher);
      const off = cache.subscribe(['texts'], () => undefined, ['language']);
      events.emit('language:changed', { language: 'en' });
      jest.advanceTimersByTime(LANGUAGE_REFETCH_MS - 1);
      events.emit('language:changed', { language: 'bn' });
      jest.advanceTimersByTime(LANGUAGE_REFETCH_MS - 1);
      expect(fetcher).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      expect(fetcher).toHaveBeenCalledTimes(2);
      off();
    });

    it('refetches wallet-dependent queries on a wallet refresh, and only those', async () => {
      const records = jest.fn(async () => []);
      const texts = jest.fn(async () => []);
      await cache.fetch(['records'], records);
      await cache.fetch(['texts'], texts);
      const offs = [cache.subscribe(['records'], () => undefined, ['wallet']), cache.subscribe(['texts'], () => undefined, ['language'])];
      events.emit('wallet:refresh');
      expect(records).toHaveBeenCalledTimes(2);
      expect(texts).toHaveBeenCalledTimes(1);
      for (const off of offs) off();
    });

    it('never shows one member the data of another: a new session empties and refetches', async () => {
      const member = jest.fn().mockResolvedValueOnce('alice').mockResolvedValueOnce('bob');
      events.emit('session:changed', { session: { token: 'a', merchantCode: 'm', userName: 'alice', type: 0, firstTimeLogin: false } });
      await cache.fetch(['member'], member);
      const off = cache.subscribe(['member'], () => undefined, ['session']);
      events.emit('session:changed', { session: { token: 'b', merchantCode: 'm', userName: 'bob', type: 0, firstTimeLogin: false } });
      expect(cache.snapshot(['member'])).toMatchObject({ status: 'pending', data: undefined, isFetching: true });
      await Promise.resolve();
      await Promise.resolve();
      expect(cache.snapshot(['member']).data).toBe('bob');
      off();
    });
  });
});
