import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// Issue 13 finding 12: the e-mail reset replaced the password at once for anyone who knew a username and
// its e-mail, ended the member's sessions, had no limit, and answered a match 15 times slower.
const server = useTestServer('test', { authLimits: { resetReplyMs: 150 } });

const request = (client: TestClient, username: string, email: string) =>
  client.post('/wps/member/password/email', { form: { username, email } });
const reset = (client: TestClient, form: Record<string, string>) =>
  client.post('/wps/member/password/email/reset', {
    form: { username: 'demo01', newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678', ...form },
  });
const mailedCode = async (client: TestClient) =>
  (await client.get('/dev/outbox?to=demo01@example.com')).body.messages[0]?.code as string | undefined;

describe('POST /wps/member/password/email', () => {
  it('mails a single-use code and changes nothing: the password and the sessions stay', async () => {
    const client = server.client();
    const token = await client.token();
    expect((await request(client, 'demo01', 'DEMO01@example.com')).body).toEqual({ success: true, value: { sent: true } });
    const [mail] = (await client.get('/dev/outbox?to=demo01@example.com')).body.messages;
    expect(mail).toMatchObject({ channel: 'email', purpose: 'passwordReset', code: expect.stringMatching(/^\d{8}$/) });
    expect((await client.get('/wps/member/info', { token })).status).toBe(200);
    expect((await server.client().login('demo01', 'Demo@1234')).status).toBe(200);
  });

  it('answers the same, in the same time, when the pair does not match, and sends nothing', async () => {
    const time = async (email: string, username = 'demo01') => {
      const started = performance.now();
      const reply = await request(server.client(), username, email);
      return { elapsed: performance.now() - started, body: reply.body };
    };
    const matched = await time('demo01@example.com');
    const unmatched = await time('someone@example.com');
    const unknown = await time('nobody@example.com', 'nobody99');
    expect(unmatched.body).toEqual(matched.body);
    expect(unknown.body).toEqual(matched.body);
    for (const { elapsed } of [matched, unmatched, unknown]) expect(elapsed).toBeGreaterThanOrEqual(145);
    expect((await server.client().get('/dev/outbox')).body.messages).toHaveLength(1);
  });

  it('limits the requests per account, saying when to retry', async () => {
    const client = server.client();
    for (let i = 0; i < 2; i++) expect((await request(client, 'demo01', 'x@example.com')).status).toBe(200);
    const third = await request(client, 'demo01', 'demo01@example.com');
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS', value: { retryAfterSeconds: 3600 } });
    expect((await client.get('/dev/outbox')).body.messages).toEqual([]);
  });

  it('validates the form', async () => {
    const reply = await request(server.client(), '', 'nope');
    expect(reply.body.value.fields.map((field: { field: string }) => field.field)).toEqual(['username', 'email']);
  });
});

describe('POST /wps/member/password/email/reset', () => {
  it('sets the new password with the code, once, and ends every session', async () => {
    const client = server.client();
    const token = await client.token();
    await request(client, 'demo01', 'demo01@example.com');
    const code = (await mailedCode(client))!;

    const wrong = await reset(client, { code: code === '00000000' ? '11111111' : '00000000' });
    expect(wrong.body).toMatchObject({ errorCode: 'VERIFICATION_CODE_ERROR', value: { field: 'code' } });
    // the same password keeps the code good
    expect((await reset(client, { code, newPassword: 'Demo@1234', confirmNewPassword: 'Demo@1234' })).body.errorCode).toBe(
      'modify.new.old.same',
    );
    expect((await reset(client, { code })).body).toEqual({ success: true, value: true });

    expect((await client.get('/wps/member/info', { token })).status).toBe(401);
    expect((await server.client().login('demo01', 'Fresh@5678')).status).toBe(200);
    expect((await reset(client, { code, newPassword: 'Other@5678', confirmNewPassword: 'Other@5678' })).body.errorCode).toBe(
      'VERIFICATION_CODE_ERROR',
    );
  });

  it('refuses a code of another account and locks the account after its wrong guesses', async () => {
    const client = server.client();
    await request(client, 'demo01', 'demo01@example.com');
    const code = (await mailedCode(client))!;
    expect((await reset(client, { username: 'agent01', code })).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    // the account's limit (3 per hour) locks before five guesses
    expect((await reset(client, { code: wrongCode })).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    const locked = await reset(client, { code: wrongCode });
    expect(locked.body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await reset(client, { code })).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it('validates the form', async () => {
    const reply = await server.client().post('/wps/member/password/email/reset', { form: { username: '', code: '', newPassword: 'x' } });
    expect(reply.body.value.fields.map((field: { field: string }) => field.field)).toEqual(['username', 'code', 'newPassword']);
  });
});

describe('POST /wps/member/password/email, its time', () => {
  // limits out of the way: the same pair is asked for again and again
  const many = { max: 1000, windowMs: 60_000 };
  const timed = useTestServer('test', { authLimits: { resetReplyMs: 150, resetAccount: many, resetClient: many } });
  const elapsed = async (email: string) => {
    const started = performance.now();
    await request(timed.client(), 'demo01', email);
    return performance.now() - started;
  };

  it('is the same whether the pair matches or not', async () => {
    // The floor hides the work: what differs is the machine's noise, not a database write. One reply can be
    // held up by a busy machine, so the median of alternating pairs is compared.
    const gaps: number[] = [];
    for (let i = 0; i < 5; i++) gaps.push((await elapsed('demo01@example.com')) - (await elapsed('someone@example.com')));
    expect(Math.abs(gaps.sort((a, b) => a - b)[2] ?? Number.NaN)).toBeLessThan(60);
  });
});
