import { fail, offline } from '@wl/jest/msw-routes';
import { answerPlatform, contractProblems, platformServer } from './msw-platform.ts';

// The requests here are the page's: fetch, as the HTTP layer sends them (decision 041).
async function send(method: string, url: string, headers: Record<string, string> = {}, body?: string) {
  const response = await fetch(new URL(url, location.href), { method, headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeAll(() => platformServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => contractProblems.splice(0));
afterAll(() => platformServer.close());

it('answers from the table in the envelope, and logs the call as sent: query as text, headers by any case', async () => {
  const calls = answerPlatform({ 'GET /wps/relay/GCSGAME_hot': ({ params }) => ({ list: [], echo: params.gameType }) });
  const reply = await send('GET', '/wps/relay/GCSGAME_hot?gameType=RNG&isPlatform=2', { ModuleId: 'GAME3' });
  expect(reply).toEqual({ status: 200, body: { success: true, value: { list: [], echo: 'RNG' } } });
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/wps/relay/GCSGAME_hot', params: { gameType: 'RNG', isPlatform: '2' } });
  expect(calls[0]!.headers.ModuleId).toBe('GAME3');
});

it('answers a failure with its envelope and status, and a call with no answer 404 not_found', async () => {
  answerPlatform({ 'POST /wps/member/password': () => fail('PASSWORD_ERROR', { message: 'Wrong password' }) });
  expect(await send('POST', '/wps/member/password', { 'Content-Type': 'application/json' }, '{}')).toEqual({
    status: 400,
    body: { success: false, errorCode: 'PASSWORD_ERROR', message: 'Wrong password' },
  });
  expect((await send('GET', '/wps/anything')).status).toBe(404);
});

it('fails the request as a lost network would, for offline()', async () => {
  answerPlatform({ 'GET /wps/system/country': () => offline() });
  await expect(send('GET', '/wps/system/country')).rejects.toThrow(TypeError);
});

it('refuses a value the contract does not describe, naming the call and the field, and records it for the test', async () => {
  answerPlatform({ 'GET /wps/system/country': () => [{ countryName: 'Bangladesh', dialingCode: 880, iso: 'BD' }] });
  const reply = await send('GET', '/wps/system/country');
  expect(reply.status).toBe(500);
  expect(contractProblems).toEqual([
    'a test answers countries with what the contract does not describe: 0.dialingCode: Invalid type: Expected string but received 880',
  ]);
});
