import { CONTRACT_KINDS } from '@wl/platform-contract/calls/agent-contracts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { ok, unanswered } from '../test-support/contract-answers.ts';

// Every agency-centre call of the contract, answered once by the dev API for the seeded agent01 (a team,
// a dividend contract and an offer of each kind waiting); the test client checks each answer against the
// call's schema (contract-check.ts), and this fails on an agent call with no case here.

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.client().token('agent01', 'Agent@1234');
});
afterAll(() => server.close());

const get = (path: string) => server.client().get(path, { token });
const range = 'startDate=2026-10-22&endDate=2026-11-20';

it('answers every agent call of the contract as its schema says', async () => {
  await ok(get('/wps/agent/menu'));
  await ok(get('/wps/agent/notices/unreadCount'));
  await ok(get('/wps/relay/COMM3_contractRequests'));
  await ok(get('/wps/agent/teamInfo?size=0'));
  await ok(get(`/wps/relay/ODSFE2_TeamPNL?${range}&pageNo=1&pageSize=10`));
  const downline = await ok(get('/wps/agent/team/members?pageNo=1&pageSize=10'));
  expect(downline.body.value.list.length).toBeGreaterThan(0);
  await ok(get(`/wps/relay/ODSFE2_TeamBetRecord?${range}&pageNo=1&pageSize=10`));
  await ok(get(`/wps/relay/ODSFE2_TeamRebate?${range}&pageNo=1&pageSize=10`));
  await ok(get(`/wps/relay/MCS2_agentRebate?${range}`));
  const dividend = await ok(get('/wps/relay/MCS2_dividendInfo'));
  expect(dividend.body.value.current).not.toBeNull();
  await ok(get('/wps/relay/MCS2_dividendHistory?pageNo=1&pageSize=10'));

  for (const kind of CONTRACT_KINDS) {
    const state = await ok(get(`/wps/agent/contract/${kind}`));
    const contractId = state.body.value.pending.id as number;
    await ok(server.client().post(`/wps/agent/contract/${kind}`, { token, json: { action: 'ACCEPT', contractId } }));
  }

  expect(unanswered('agent')).toEqual([]);
});
