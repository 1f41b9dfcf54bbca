import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer();

describe('GET /wps/agent/menu', () => {
  it('enables every grid item by default and follows the whitelabel flags; customer service always stays', async () => {
    const token = await server.client().token('agent01', 'Agent@1234');
    const menu = async () => (await server.client().get('/wps/agent/menu', { token })).body.value;
    const all = await menu();
    expect(all.enabledKeys).toEqual(all.items.map((i: { key: string }) => i.key));
    expect(all.items).toContainEqual({ key: 'agentDividend', modId: 'AGEDIV3', enabled: true });
    await server.client().post('/dev/whitelabel', { json: { AGEDIV3: false, AGETEAMBET3: false, MAILCEN: false } });
    const some = await menu();
    expect(some.enabledKeys).not.toEqual(expect.arrayContaining(['agentDividend']));
    expect(some.items.filter((i: { enabled: boolean }) => !i.enabled).map((i: { key: string }) => i.key)).toEqual([
      'teamBetting',
      'agentDividend',
      'inbox',
    ]);
    await server.client().post('/dev/whitelabel', {
      json: Object.fromEntries(all.items.filter((i: { modId: string | null }) => i.modId).map((i: { modId: string }) => [i.modId, false])),
    });
    expect((await menu()).enabledKeys).toEqual(['service']);
  });
});

describe('agent notices', () => {
  it('count the unread announcements of type A; reading one lowers the count, reading all ends it', async () => {
    const token = await server.client().token('agent01', 'Agent@1234');
    const unread = async () => (await server.client().get('/wps/agent/notices/unreadCount', { token })).body.value;
    const notices = (await server.client().get('/wps/agent/notices', { token })).body.value;
    expect(notices.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([
      ['New dividend rules take effect', false],
      ['Agent commission settlement schedule', false],
    ]);
    expect(await unread()).toBe(2);
    expect((await server.client().post('/wps/agent/notices/read', { token, json: { id: notices[0].id } })).body.value).toEqual({
      unread: 1,
    });
    // reading it again changes nothing; another agent's count is its own
    expect((await server.client().post('/wps/agent/notices/read', { token, json: { id: notices[0].id } })).body.value).toEqual({
      unread: 1,
    });
    expect(
      (await server.client().get('/wps/agent/notices/unreadCount', { token: await server.client().token('subagent01', 'Agent@1234') })).body
        .value,
    ).toBe(2);
    expect((await server.client().post('/wps/agent/notices/read', { token, json: { all: true } })).body.value).toEqual({ unread: 0 });
    expect((await server.client().get('/wps/agent/notices', { token })).body.value.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('refuses a read without an id and ignores an id that is not an agent notice', async () => {
    const token = await server.client().token('agent01', 'Agent@1234');
    expect((await server.client().post('/wps/agent/notices/read', { token, json: {} })).body.errorCode).toBe('field_invalid');
    expect((await server.client().post('/wps/agent/notices/read', { token, json: { id: 1001 } })).body.value).toEqual({ unread: 2 });
  });
});
