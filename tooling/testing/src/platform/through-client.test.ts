import { ApiError, api, setRuntimeConfig } from '@wl/kit';
import { TEST_RUNTIME_CONFIG } from '../index.ts';
import { answerPlatform, fail, offline, platformServer } from './index.ts';

beforeAll(() => platformServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setRuntimeConfig(TEST_RUNTIME_CONFIG));
afterAll(() => platformServer.close());

describe('the platform behind MSW, through the real HTTP layer', () => {
  it("answers through shared's client: the value unwrapped, the call logged with the client's headers", async () => {
    const calls = answerPlatform({ 'GET /wps/wallets/balance': () => ({ sumBalance: 100050 }) });
    await expect(api.get('/wps/wallets/balance', { moduleId: 'WALLET3', silent: true })).resolves.toEqual({ sumBalance: 100050 });
    expect(calls).toHaveLength(1);
    const { headers } = calls[0]!;
    expect([headers.Merchant, headers.Language, headers.ModuleId]).toEqual(['BDWL', 'BN', 'WALLET3']);
  });

  it('turns a failure into the ApiError the screens show', async () => {
    answerPlatform({ 'POST /wps/member/withdraw': () => fail('INSUFFICIENT_BALANCE', { message: 'Not enough balance' }) });
    const err = await api.post('/wps/member/withdraw', { amount: 1 }, { silent: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 400 });
  });

  it('a dead network is a network error, and an unanswered call is not_found', async () => {
    answerPlatform({ 'GET /wps/down': () => offline() });
    await expect(api.get('/wps/down', { silent: true })).rejects.toMatchObject({ code: 'network' });
    await expect(api.get('/wps/unanswered', { silent: true })).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });
});
