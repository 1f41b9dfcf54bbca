import { newMember, submit } from '../test-support/cashier-helpers.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { cashierRoutes } from './index.ts';

const server = useTestServer();

describe('POST /dev/members', () => {
  it('creates a member with an opening balance row, an upline, a withdrawal password and a bound e-wallet', async () => {
    const created = (
      await server
        .client()
        .post('/dev/members', { json: { balance: '1234.56', upline: 'agent01', withdrawalPassword: '975310', boundEwallet: true } })
    ).body;
    expect(created).toMatchObject({
      username: expect.stringMatching(/^e2e[a-z2-9]{9}$/),
      type: 0,
      balance: 1234.56,
      upline: 'agent01',
      withdrawalPassword: '975310',
      merchant: 'BDWL',
    });
    expect(created.bankCards[0]).toMatchObject({ providerCode: 'BKASH', accountNumber: expect.stringMatching(/^017\d{8}$/) });
    const token = await server.client().token(created.username, created.password);
    expect((await server.client().get('/wps/wallets/balance', { token })).body.value.sumBalance).toBe(1234.56);
    expect((await server.client().get('/wps/member/info', { token })).body.value).toMatchObject({ type: 0, toUpline: true });
    const rows = server.api.db.prepare('SELECT kind, amount_paisa FROM ledger_entries WHERE member_id = ?').all(created.id);
    expect(rows).toEqual([{ kind: 'adjust', amount_paisa: 1234_56 }]);
  });

  it('refuses a bad type, upline, balance or PIN', async () => {
    const codeOf = async (json: unknown) => (await server.client().post('/dev/members', { json })).status;
    expect(await codeOf({ type: 3 })).toBe(400);
    expect(await codeOf({ upline: 'nobody_here' })).toBe(400);
    expect(await codeOf({ balance: '-5' })).toBe(400);
    expect(await codeOf({ withdrawalPassword: '12' })).toBe(400);
  });
});

describe('trial accounts (type 4)', () => {
  it('get function.not.available from every cashier call', async () => {
    const trial = await newMember(server, { type: 4, balance: 2000 });
    const client = server.client({ Merchant: 'BDWL_TRIAL', Language: 'EN', Device: 'MOBILE' });
    const platformRoutes = cashierRoutes.filter((route) => !route.path.startsWith('/dev/'));
    expect(platformRoutes.length).toBeGreaterThanOrEqual(19);
    for (const route of platformRoutes) {
      const reply =
        route.method === 'GET'
          ? await client.get(route.path, { token: trial.token })
          : await submit(client, route.path, trial.token, { amount: 500 });
      expect([route.path, reply.status, reply.body.errorCode]).toEqual([route.path, 403, 'function.not.available']);
    }
  });

  it('and a guest gets login.not.session', async () => {
    expect((await server.client().get('/wps/relay/MCS2_depositChannels')).status).toBe(401);
    expect((await server.client().post('/wps/transaction/withdraw', { json: {} })).body.errorCode).toBe('login.not.session');
  });
});

describe('the operator', () => {
  it('lists pending requests as JSON, oldest first, with the member', async () => {
    const pending = (await server.client().get('/dev/cashier/pending')).body;
    // demo01's seeded pending deposit and withdrawal
    expect(pending.deposits).toEqual([expect.objectContaining({ username: 'demo01', status: 'pending', amount: 1000 })]);
    expect(pending.withdrawals).toEqual([expect.objectContaining({ username: 'demo01', status: 'pending', amount: 700 })]);
  });

  it('has an HTML page whose buttons approve, pay and reject, escaping every value', async () => {
    const member = await newMember(server, { balance: 2000, withdrawalPassword: '975310' });
    const card = await server.client().post('/wps/member/bankCard', {
      token: member.token,
      json: { type: 'bank', providerCode: 'DBBL', accountNumber: '1071100099999', payeeName: "O'Brien <b>", paymentPassword: '975310' },
    });
    expect(card.body.errorCode).toBe('PAYEE_NAME_INVALID');
    const deposit = (
      await submit(server.client(), '/wps/relay/MCS2_manualTransfer', member.token, {
        channelCode: 'LOCAL_BANK',
        amount: 1500,
        bankCode: 'DBBL',
        payerName: "D'Souza",
      })
    ).body.value;
    const page = await fetch(`${server.url}/dev/cashier`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('D&#39;Souza');
    expect(html).not.toContain("D'Souza");
    expect(html).toContain(`Approve ${deposit.orderNo}`);
    const post = (form: Record<string, string>) =>
      fetch(`${server.url}/dev/cashier`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
    const approved = await post({ action: 'approve-deposit', id: String(deposit.id) });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/dev/cashier?done=${encodeURIComponent(`Deposit ${deposit.id} approved`)}`);
    expect((await server.client().get('/wps/wallets/balance', { token: member.token })).body.value.sumBalance).toBe(3500);
    expect((await post({ action: 'approve-deposit', id: String(deposit.id) })).headers.get('location')).toBe(
      '/dev/cashier?error=DEPOSIT_NOT_PENDING',
    );
    // an action the page has no button for, even one every object inherits, is refused
    for (const action of ['pay-deposit', 'toString'])
      expect((await post({ action, id: String(deposit.id) })).headers.get('location')).toBe('/dev/cashier?error=request_body_invalid');
    const flash = await (await fetch(`${server.url}/dev/cashier?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E`)).text();
    expect(flash).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(flash).not.toContain('<script>alert(1)');
  });
});
