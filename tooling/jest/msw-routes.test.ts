import { answerRoutes, fail, type FakeRoutes, never, offline, raw, routesServer } from './msw-routes.ts';

const BASE = 'http://platform.test';

beforeAll(() => routesServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => routesServer.close());

function client(routes: FakeRoutes) {
  const calls = answerRoutes(routes);
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(new URL(url, BASE), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, data: text && res.headers.get('Content-Type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
  };
  return { send, calls };
}

describe('MSW answers from a table of routes', () => {
  it('answers a value in the success envelope and logs the call with its query (as text), body and headers', async () => {
    const { send, calls } = client({ 'POST /wps/thing': ({ body }) => ({ echoed: body }) });
    const res = await send('POST', '/wps/thing?pageNo=2', { a: 1 }, { Merchant: 'BDWL' });
    expect(res).toEqual({ status: 200, data: { success: true, value: { echoed: { a: 1 } } } });
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/wps/thing', params: { pageNo: '2' }, body: { a: 1 } })]);
    expect(calls[0]!.headers.Merchant).toBe('BDWL');
  });

  it('keys a call by its path whatever the base address', async () => {
    const { send } = client({ 'GET /wps/x': () => 1 });
    await expect(send('GET', 'https://api.example.test/wps/x')).resolves.toEqual({ status: 200, data: { success: true, value: 1 } });
  });

  it('answers a failure with the error envelope, 400 by default and 401 for a lost session', async () => {
    const { send } = client({
      'GET /a': () => fail('USER_NOT_EXIST', { message: 'gone', value: { captcha: true } }),
      'GET /b': () => fail('login.not.session'),
      'GET /c': () => ({ fail: { errorCode: 'LITERAL', status: 409 } }),
    });
    await expect(send('GET', '/a')).resolves.toEqual({
      status: 400,
      data: { success: false, errorCode: 'USER_NOT_EXIST', message: 'gone', value: { captcha: true } },
    });
    await expect(send('GET', '/b')).resolves.toMatchObject({ status: 401 });
    await expect(send('GET', '/c')).resolves.toMatchObject({ status: 409, data: { errorCode: 'LITERAL', message: 'LITERAL' } });
  });

  it('answers raw bodies and statuses as they are, and fails the network when offline', async () => {
    const { send } = client({ 'GET /html': () => raw(200, '<html>'), 'GET /down': () => raw(503, ''), 'GET /off': () => offline() });
    await expect(send('GET', '/html')).resolves.toEqual({ status: 200, data: '<html>' });
    await expect(send('GET', '/down')).resolves.toEqual({ status: 503, data: '' });
    await expect(send('GET', '/off')).rejects.toBeInstanceOf(TypeError);
  });

  it('never answers a call that waits for `never`, until the caller gives up', async () => {
    client({ 'GET /slow': () => never() });
    await expect(fetch(`${BASE}/slow`, { signal: AbortSignal.timeout(30) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('answers an unhandled call 404 naming it, so no test reaches a network', async () => {
    const { send, calls } = client({});
    await expect(send('DELETE', '/wps/nothing')).resolves.toEqual({
      status: 404,
      data: { success: false, errorCode: 'not_found', message: 'no fake answer for DELETE /wps/nothing' },
    });
    expect(calls).toHaveLength(1);
  });

  it('hands a multipart body to the handler as the parts sent', async () => {
    const { calls } = client({ 'POST /upload': () => true });
    const form = new FormData();
    form.append('content', 'hello');
    form.append('file', new File(['png!'], 'a.png', { type: 'image/png' }));
    await fetch(`${BASE}/upload`, { method: 'POST', body: form });
    const parts = calls[0]!.body as FormData;
    expect(parts.get('content')).toBe('hello');
    expect(await (parts.get('file') as File).text()).toBe('png!');
  });

  it('keeps a value that merely has a fail key among others as a value', async () => {
    const { send } = client({ 'GET /v': () => ({ fail: 0, total: 3 }) });
    await expect(send('GET', '/v')).resolves.toMatchObject({ data: { success: true, value: { fail: 0, total: 3 } } });
  });
});
