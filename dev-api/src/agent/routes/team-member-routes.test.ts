import { memberId } from '../../test-support/records.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer('file');
let token: string;
beforeAll(async () => {
  token = await server.client().token('agent01', 'Agent@1234');
});

/** The types of agent01's direct downline that are agents, newest registration first, from the database. */
const directAgentTypes = () =>
  (
    server.api.db
      .prepare(
        "SELECT type FROM members WHERE upline_id = (SELECT id FROM members WHERE username = 'agent01') AND type NOT IN (0, 4, 40) ORDER BY reg_date DESC, id",
      )
      .all() as { type: number }[]
  ).map((r) => r.type);

const members = async (query: string) => (await server.client().get(`/wps/agent/team/members?${query}`, { token })).body.value;

describe('GET /wps/agent/team/members', () => {
  it('lists the direct downline, newest registration first, in pages', async () => {
    const first = await members('pageSize=8');
    expect(first).toMatchObject({
      currentPage: 1,
      showPageSize: 8,
      totalPages: Math.ceil(first.totalCount / 8),
      parent: [{ account: 'agent01', type: 1 }],
    });
    const all = [first, await members('pageSize=8&pageNo=2'), await members('pageSize=8&pageNo=3')].flatMap((p) => p.list);
    expect(all).toHaveLength(first.totalCount);
    expect(all.every((m: { level: number; parentAccount: string }) => m.level === 1 && m.parentAccount === 'agent01')).toBe(true);
    const dates = all.map((m: { regDate: string }) => m.regDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.footer.memberCount).toBe(first.totalCount);
    // the seeded types 1, 2, 41 and 42 are all among the sub-agents
    const agentTypes = all.filter((m: { isAgent: boolean }) => m.isAgent).map((m: { type: number }) => m.type);
    expect(agentTypes).toEqual(expect.arrayContaining([1, 2, 41, 42]));
    expect(agentTypes).toEqual(directAgentTypes());
  });

  it('describes each member: account, type, dates, balance, online mark, team sizes', async () => {
    const rubel = (await members('account=rubelagent')).list[0];
    expect(rubel).toEqual({
      id: memberId(server.api.db, 'rubelagent'),
      account: 'rubelagent',
      nickname: 'রুবেল',
      type: 1,
      isAgent: true,
      level: 1,
      parentAccount: 'agent01',
      regDate: expect.stringMatching(/^2025-11-/),
      lastLoginAt: expect.stringMatching(/^2026-11-20T/),
      balance: expect.any(Number),
      online: true,
      directCount: 5,
      teamCount: 5,
    });
    const demo = (await members('account=demo01')).list[0];
    expect(demo).toMatchObject({ balance: 1000, type: 0, isAgent: false, level: 1 });
  });

  it('searches every level by part of the account, any case', async () => {
    const found = await members('account=AGENT&pageSize=100');
    expect(found.list.map((m: { account: string }) => m.account).sort()).toEqual(['joyagent', 'rubelagent', 'subagent01']);
    const deep = await members('account=kamrul');
    expect(deep.list).toEqual([expect.objectContaining({ account: 'kamrul88', level: 2, parentAccount: 'rubelagent' })]);
    expect((await members('account=nobody-like-this')).list).toEqual([]);
  });

  it('filters by agent or member and by the online mark', async () => {
    expect((await members('type=agent&pageSize=100')).totalCount).toBe(directAgentTypes().length);
    expect((await members('type=41')).list.map((m: { account: string }) => m.account)).toEqual(['masud41']);
    const online = await members('online=1&pageSize=100');
    expect(online.list.every((m: { online: boolean }) => m.online)).toBe(true);
    expect(online.footer.onlineCount).toBe(online.totalCount);
    const offlineMembers = await members('online=0&type=member&pageSize=100');
    expect(offlineMembers.list.every((m: { online: boolean; isAgent: boolean }) => !m.online && !m.isAgent)).toBe(true);
  });

  it("drills into a sub-agent's own downline, with the way back as breadcrumbs", async () => {
    const joy = memberId(server.api.db, 'joyagent');
    const page = await members(`parentId=${joy}`);
    expect(page.parent.map((p: { account: string }) => p.account)).toEqual(['agent01', 'joyagent']);
    expect(page.list.map((m: { account: string }) => m.account).sort()).toEqual(['munni66', 'ovi2001', 'ratul09', 'sakib75']);
    expect(page.list.every((m: { parentAccount: string; level: number }) => m.parentAccount === 'joyagent' && m.level === 1)).toBe(true);
    const empty = await members(`parentId=${memberId(server.api.db, 'ovi2001')}`);
    expect(empty).toMatchObject({ list: [], totalCount: 0, totalPages: 0 });
  });
});
