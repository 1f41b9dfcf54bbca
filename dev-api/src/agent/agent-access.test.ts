import { memberId } from '../test-support/records.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { agentRoutes } from './agent-routes.ts';
import { TEAM_PASSWORD } from './seed/downline.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A type-40 account (a non-agent type of spec section 6) for the refusal below.
  server.api.db.prepare("UPDATE members SET type = 40 WHERE username = 'tanvir21'").run();
});
afterAll(() => server.close());

// Every call of the agency centre except the contract request reply, which every member's home reads,
// and the dev-only offer route.
const AGENT_CALLS = agentRoutes.filter((r) => r.path !== '/wps/relay/COMM3_contractRequests' && !r.path.startsWith('/dev/'));
const TEAM_CALLS = [
  '/wps/agent/teamInfo',
  '/wps/relay/ODSFE2_TeamPNL',
  '/wps/agent/team/members',
  '/wps/relay/ODSFE2_TeamBetRecord',
  '/wps/relay/ODSFE2_TeamRebate',
];

// db/seed-members.ts's agents have their own password; every account of the team seed has TEAM_PASSWORD.
const passwordOf = (account: string) => (account === 'agent01' || account === 'subagent01' ? 'Agent@1234' : TEAM_PASSWORD);

async function tokenOf(kind: 'member' | 'trial' | 'type40' | string): Promise<string> {
  if (kind === 'member') return server.client().token();
  if (kind === 'trial')
    return (await server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN' }).post('/wps/session/login/freeplay')).body.value.token;
  if (kind === 'type40') return server.client().token('tanvir21', 'Tanvir@2024');
  return server.client().token(kind, passwordOf(kind));
}

describe('the agency centre', () => {
  it.each([
    ['member', 'type 0'],
    ['trial', 'type 4'],
    ['type40', 'type 40'],
  ])('refuses a %s account (%s) on every call', async (kind) => {
    const token = await tokenOf(kind);
    const merchant = kind === 'trial' ? 'BDWL_TRIAL' : 'BDWL';
    for (const route of AGENT_CALLS) {
      const reply = await server
        .client({ Merchant: merchant, Language: 'EN' })
        .call(route.method, route.path, { token, json: route.method === 'POST' ? { action: 'ACCEPT', id: 1009 } : undefined });
      expect([route.path, reply.status, reply.body.errorCode]).toEqual([route.path, 403, 'function.not.available']);
    }
  });

  it('needs a session', async () => {
    for (const route of AGENT_CALLS) expect((await server.client().call(route.method, route.path)).status).toBe(401);
  });

  it('lets agents of types 1, 2, 41 and 42 in', async () => {
    for (const account of ['agent01', 'subagent01', 'masud41', 'selina42']) {
      const token = await server.client().token(account, passwordOf(account));
      expect((await server.client().get('/wps/agent/teamInfo', { token })).status).toBe(200);
    }
  });
});

describe('the tree rule', () => {
  it('refuses to drill into another agent, its members, or a member outside any tree', async () => {
    const db = server.api.db;
    const token = await tokenOf('agent01');
    for (const outsider of ['agent02', 'karimbd01', 'tanvir21', 'agent01-does-not-exist']) {
      const id = outsider.endsWith('exist') ? 999999 : memberId(db, outsider);
      for (const path of TEAM_CALLS) {
        const reply = await server.client().get(`${path}?parentId=${id}`, { token });
        expect([path, outsider, reply.status, reply.body.errorCode]).toEqual([path, outsider, 403, 'NOT_IN_TEAM']);
        expect(reply.body.message).toBe('This account is not in your team');
      }
    }
  });

  it("lets a sub-agent read its own team but not its upline's or a sibling's", async () => {
    const db = server.api.db;
    const token = await tokenOf('rubelagent');
    expect((await server.client().get('/wps/agent/team/members', { token })).body.value.totalCount).toBe(5);
    for (const other of ['agent01', 'joyagent', 'ratul09', 'demo01']) {
      expect((await server.client().get(`/wps/agent/team/members?parentId=${memberId(db, other)}`, { token })).body.errorCode).toBe(
        'NOT_IN_TEAM',
      );
    }
  });

  it("never answers a member outside the caller's tree, whatever the search", async () => {
    const token = await tokenOf('agent01');
    const outsiders = ['agent02', 'karimbd01', 'lovely99', 'towhid11', 'tanvir21', 'locked01'];
    const search = (await server.client().get('/wps/agent/team/members?account=&pageSize=100', { token })).body.value.list;
    const everyone = (await server.client().get('/wps/agent/team/members?account=0&pageSize=100', { token })).body.value.list;
    const betting = (
      await server.client().get('/wps/relay/ODSFE2_TeamBetRecord?startDate=2026-08-23&endDate=2026-11-20&pageSize=100&account=o', { token })
    ).body.value;
    const accounts = [...search, ...everyone, ...betting.list].map((row: { account: string }) => row.account);
    expect(accounts.length).toBeGreaterThan(10);
    expect(accounts.filter((account) => outsiders.includes(account))).toEqual([]);
    // agent02 sees only its own three
    const theirs = (await server.client().get('/wps/agent/team/members', { token: await tokenOf('agent02') })).body.value.list;
    expect(theirs.map((m: { account: string }) => m.account).sort()).toEqual(['karimbd01', 'lovely99', 'towhid11']);
  });
});
