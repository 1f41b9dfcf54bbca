import { ApiError, api, setRuntimeConfig } from '@wl/shared';
import { fail, installFakeApi, offline, TEST_RUNTIME_CONFIG } from './index.ts';

beforeEach(() => setRuntimeConfig(TEST_RUNTIME_CONFIG));

describe('the fake platform behind the real HTTP layer', () => {
  it("answers through shared's client: the value unwrapped, the call logged with the client's headers", async () => {
    const calls = installFakeApi({ 'GET /wps/wallets/balance': () => ({ sumBalance: 100050 }) });
    await expect(api.get('/wps/wallets/balance', { moduleId: 'WALLET3', silent: true })).resolves.toEqual({ sumBalance: 100050 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({ Merchant: 'BDWL', Language: 'BN', ModuleId: 'WALLET3' });
  });

  it('turns a failure into the ApiError the screens show', async () => {
    installFakeApi({ 'POST /wps/member/withdraw': () => fail('INSUFFICIENT_BALANCE', { message: 'Not enough balance' }) });
    const err = await api.post('/wps/member/withdraw', { amount: 1 }, { silent: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 400 });
  });

  it('a dead network is a network error, and an unanswered call is not_found', async () => {
    installFakeApi({ 'GET /wps/down': () => offline() });
    await expect(api.get('/wps/down', { silent: true })).rejects.toMatchObject({ code: 'network' });
    await expect(api.get('/wps/unanswered', { silent: true })).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });
});
