import { fetchWithTimeout } from './fetch-with-timeout.ts';

const hang = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

describe('fetchWithTimeout', () => {
  const realFetch = global.fetch;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('gives up on a hung request after the deadline, tries once more, then fails', async () => {
    const fetchMock = jest.fn(hang);
    global.fetch = fetchMock as unknown as typeof fetch;
    const result = fetchWithTimeout('/runtime/whitelabel.json', {}, { timeoutMs: 1000, retryDelayMs: 100 });
    const settled = expect(result).rejects.toMatchObject({ name: 'TimeoutError' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    await settled;
  });

  it('recovers when the retry answers', async () => {
    const ok = { ok: true, status: 200 } as Response;
    const fetchMock = jest.fn().mockImplementationOnce(hang).mockResolvedValueOnce(ok);
    global.fetch = fetchMock as unknown as typeof fetch;
    const result = fetchWithTimeout('/mf-manifest.json', {}, { timeoutMs: 1000, retryDelayMs: 100 });
    await jest.advanceTimersByTimeAsync(1100);
    await expect(result).resolves.toBe(ok);
  });

  it('returns an HTTP error status as it is, without retrying', async () => {
    const notFound = { ok: false, status: 404 } as Response;
    const fetchMock = jest.fn().mockResolvedValue(notFound);
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchWithTimeout('/x')).resolves.toBe(notFound);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
