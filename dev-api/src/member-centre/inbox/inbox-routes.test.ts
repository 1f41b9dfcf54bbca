import { useTestServer } from '../../test-support/use-test-server.ts';
import { AGENT, expectSwitchedOff } from '../test-kit.ts';

const server = useTestServer();

const unread = async (token: string) => (await server.client().get('/wps/relay/CSP_unreadCount', { token })).body.value as number;

describe('GET /wps/relay/CSP_getInbox', () => {
  it("pages demo01's fifteen mails, newest first, with unread marks and the unread count", async () => {
    const client = server.client();
    const token = await client.token();
    const first = (await client.get('/wps/relay/CSP_getInbox?pageNo=1&pageSize=10', { token })).body.value;
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, showPageSize: 10, total: 15, unreadCount: 2 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toEqual({
      id: expect.any(Number),
      title: 'Your deposit was successful',
      createdAt: expect.any(String),
      read: false,
    });
    expect(first.list.filter((mail: { read: boolean }) => !mail.read)).toHaveLength(2);
    const dates = first.list.map((mail: { createdAt: string }) => Date.parse(mail.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = (await client.get('/wps/relay/CSP_getInbox?pageNo=2&pageSize=10', { token })).body.value;
    expect(second.list).toHaveLength(5);
    expect(new Set([...first.list, ...second.list].map((mail: { id: number }) => mail.id)).size).toBe(15);
  });

  it('narrows to unread mail with status=UNREAD, and answers titles in Bengali by default', async () => {
    const client = server.client({ Merchant: 'BDWL' });
    const token = await client.token();
    const value = (await client.get('/wps/relay/CSP_getInbox?status=UNREAD', { token })).body.value;
    expect(value.list.map((mail: { title: string }) => mail.title)).toEqual(['আপনার ডিপোজিট সফল হয়েছে', 'ভিআইপি ২ স্তরে অভিনন্দন']);
  });

  it('gives agent01 fifteen mails too, and a clamped page for an absurd page number', async () => {
    const client = server.client();
    const token = await client.token(AGENT.username, AGENT.password);
    expect((await client.get('/wps/relay/CSP_getInbox', { token })).body.value).toMatchObject({ total: 15, unreadCount: 1 });
    const far = await client.get('/wps/relay/CSP_getInbox?pageNo=1e18&pageSize=abc', { token });
    expect(far.status).toBe(200);
    expect(far.body.value).toMatchObject({ list: [], currentPage: 100000, showPageSize: 10, totalPages: 2 });
  });
});

describe('reading, deleting and marking mail', () => {
  it('reading a mail marks it read and lowers the unread count; reading it again changes nothing', async () => {
    const client = server.client();
    const token = await client.token();
    const [mail] = (await client.get('/wps/relay/CSP_getInbox?status=UNREAD', { token })).body.value.list;
    expect(await unread(token)).toBe(2);
    const opened = (await client.get(`/wps/relay/CSP_getInboxDetail?id=${mail.id}`, { token })).body.value;
    expect(opened).toEqual({
      id: mail.id,
      title: mail.title,
      content: '<p>৳500 has been credited to your wallet.</p>',
      createdAt: mail.createdAt,
      read: true,
      unreadCount: 1,
    });
    expect(await unread(token)).toBe(1);
    await client.get(`/wps/relay/CSP_getInboxDetail?id=${mail.id}`, { token });
    expect(await unread(token)).toBe(1);
  });

  it("answers the hostile mail exactly as stored: sanitizing is the client's job", async () => {
    const client = server.client();
    const token = await client.token();
    const list = (await client.get('/wps/relay/CSP_getInbox?pageSize=15', { token })).body.value.list;
    const hostile = list.find((mail: { title: string }) => mail.title === 'Verify your account');
    const { content } = (await client.get(`/wps/relay/CSP_getInboxDetail?id=${hostile.id}`, { token })).body.value;
    for (const part of [
      '<script>',
      'onerror=',
      'href="javascript:',
      'position:absolute',
      'width:100vw',
      'https://bdwl-verify.example/login',
      'src="https://tracker.example/pixel.gif',
    ]) {
      expect(content).toContain(part);
    }
  });

  it("does not open another member's mail, nor a malformed id", async () => {
    const client = server.client();
    const agentToken = await client.token(AGENT.username, AGENT.password);
    const agentMail = (await client.get('/wps/relay/CSP_getInbox', { token: agentToken })).body.value.list[0];
    const token = await client.token();
    const other = await client.get(`/wps/relay/CSP_getInboxDetail?id=${agentMail.id}`, { token });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ errorCode: 'MAIL_NOT_FOUND', message: 'Message not found' });
    expect((await client.get('/wps/relay/CSP_getInboxDetail?id=abc', { token })).body.errorCode).toBe('request_body_invalid');
    expect((await client.get('/wps/relay/CSP_getInbox', { token: agentToken })).body.value.unreadCount).toBe(1);
  });

  it("deletes the member's own mails only, each id once", async () => {
    const client = server.client();
    const agentToken = await client.token(AGENT.username, AGENT.password);
    const agentMail = (await client.get('/wps/relay/CSP_getInbox', { token: agentToken })).body.value.list[0];
    const token = await client.token();
    const [a, b] = (await client.get('/wps/relay/CSP_getInbox?status=UNREAD', { token })).body.value.list;
    const reply = await client.post('/wps/relay/CSP_deleteInbox', { token, json: { ids: [a.id, a.id, b.id, agentMail.id] } });
    expect(reply.body.value).toEqual({ deleted: 2, unreadCount: 0 });
    expect((await client.get('/wps/relay/CSP_getInbox', { token })).body.value.total).toBe(13);
    expect((await client.get('/wps/relay/CSP_getInbox', { token: agentToken })).body.value.total).toBe(15);
    // a form sends the ids as a comma list
    const [c] = (await client.get('/wps/relay/CSP_getInbox', { token })).body.value.list;
    expect((await client.post('/wps/relay/CSP_deleteInbox', { token, form: { ids: String(c.id) } })).body.value.deleted).toBe(1);
    for (const ids of [[], ['x'], [0], [-3], 'abc', Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await client.post('/wps/relay/CSP_deleteInbox', { token, json: { ids } })).body.errorCode).toBe('request_body_invalid');
    }
  });

  it('marks all read at once', async () => {
    const client = server.client();
    const token = await client.token();
    expect((await client.post('/wps/relay/CSP_readAllInbox', { token })).body.value).toEqual({ updated: 2, unreadCount: 0 });
    expect(await unread(token)).toBe(0);
    expect((await client.post('/wps/relay/CSP_readAllInbox', { token })).body.value).toEqual({ updated: 0, unreadCount: 0 });
  });

  it('is switched off with INBOX3', () => expectSwitchedOff(server, 'INBOX3', 'GET', '/wps/relay/CSP_getInbox'));
});

describe('agent announcements (types A)', () => {
  it('reach demo01 and agent01 through the announcements call', async () => {
    const client = server.client();
    const list = (await client.get('/wps/relay/MCSFE_getListAnnouncements?types=A', { token: await client.token() })).body.value;
    expect(list.map((notice: { title: string }) => notice.title)).toEqual([
      'Agent commission settlement schedule',
      'New dividend rules take effect',
    ]);
  });
});
