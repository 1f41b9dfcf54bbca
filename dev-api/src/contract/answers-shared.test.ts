import { ok, unanswered } from '../test-support/contract-answers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

// @wl/kit's own calls, answered once by the dev API: the start-up's three and demo01's session. The test
// client checks each answer against the call's schema (contract-check.ts); this fails on a shared call with no case.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("answers the start-up and a member's session as the contract says", async () => {
  const client = server.client();
  await ok(client.get('/wps/system/status'));
  await ok(client.get('/wps/system/whitelabel'));
  await ok(client.get('/wps/system/settings/consolidated'));
  const token = await client.token();
  await ok(client.get('/wps/wallets/balance', { token }));
  await ok(client.get('/wps/relay/CSP_unreadCount', { token }));
  await ok(client.post('/wps/session/logout', { token }));

  expect(unanswered('shared')).toEqual([]);
});
