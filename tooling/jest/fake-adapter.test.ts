import axios, { AxiosError } from 'axios';
import { fail, fakeAdapter, offline, raw } from './fake-adapter.ts';

function client(routes: Parameters<typeof fakeAdapter>[0]) {
  const fake = fakeAdapter(routes);
  return { http: axios.create({ adapter: fake.adapter }), calls: fake.calls };
}

describe('fake transport', () => {
  it('answers a value in the success envelope and logs the call with its query, body and headers', async () => {
    const { http, calls } = client({ 'POST /wps/thing': ({ body }) => ({ echoed: body }) });
    const res = await http.post('/wps/thing?ignored=1', { a: 1 }, { params: { pageNo: 2 }, headers: { Merchant: 'BDWL' } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ success: true, value: { echoed: { a: 1 } } });
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/wps/thing', params: { pageNo: 2 }, body: { a: 1 } })]);
    expect(calls[0]!.headers.Merchant).toBe('BDWL');
  });

  it('answers a failure with the error envelope, 400 by default and 401 for a lost session', async () => {
    const { http } = client({
      'GET /a': () => fail('USER_NOT_EXIST', { message: 'gone', value: { captcha: true } }),
      'GET /b': () => fail('login.not.session'),
      'GET /c': () => ({ fail: { errorCode: 'LITERAL', status: 409 } }),
    });
    const err = (await http.get('/a').catch((e: unknown) => e)) as AxiosError;
    expect(err).toBeInstanceOf(AxiosError);
    expect(err.response).toMatchObject({
      status: 400,
      data: { success: false, errorCode: 'USER_NOT_EXIST', message: 'gone', value: { captcha: true } },
    });
    await expect(http.get('/b')).rejects.toMatchObject({ response: { status: 401 } });
    await expect(http.get('/c')).rejects.toMatchObject({ response: { status: 409, data: { errorCode: 'LITERAL', message: 'LITERAL' } } });
  });

  it('answers raw bodies and statuses as they are, and fails the transport when offline', async () => {
    const { http } = client({ 'GET /html': () => raw(200, '<html>'), 'GET /down': () => raw(503, ''), 'GET /off': () => offline() });
    await expect(http.get('/html')).resolves.toMatchObject({ status: 200, data: '<html>' });
    await expect(http.get('/down')).rejects.toMatchObject({ code: AxiosError.ERR_BAD_RESPONSE, response: { status: 503 } });
    const down = (await http.get('/off').catch((e: unknown) => e)) as AxiosError;
    expect(down.code).toBe(AxiosError.ERR_NETWORK);
    expect(down.response).toBeUndefined();
  });

  it('answers an unhandled call 404 naming it, so no test reaches a network', async () => {
    const { http, calls } = client({});
    await expect(http.delete('/wps/nothing')).rejects.toMatchObject({
      response: { status: 404, data: { errorCode: 'not_found', message: 'no fake answer for DELETE /wps/nothing' } },
    });
    expect(calls).toHaveLength(1);
  });

  it('keeps a value that merely has a fail key among others as a value', async () => {
    const { http } = client({ 'GET /v': () => ({ fail: 0, total: 3 }) });
    await expect(http.get('/v')).resolves.toMatchObject({ data: { success: true, value: { fail: 0, total: 3 } } });
  });
});
