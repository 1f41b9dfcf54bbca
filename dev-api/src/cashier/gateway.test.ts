import { balanceOfMember, newMember, submit, type TestMember } from '../test-support/cashier-helpers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { safeReturnPath } from './return-url.ts';

let server: TestServer;
let member: TestMember;
beforeEach(async () => {
  server = await startTestServer();
  member = await newMember(server);
});
afterEach(() => server.close());

const gatewayDeposit = (json: Record<string, unknown>) =>
  submit(server.client(), '/wps/relay/MCS2_gatewayDeposit', member.token, { channelCode: 'ONLINE_GATEWAY', ...json });
const choose = (payUrl: string, outcome: string) => {
  const session = new URL(payUrl, server.url).searchParams.get('session')!;
  return fetch(`${server.url}/dev/gateway/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, outcome }),
  });
};

describe('online gateway deposit', () => {
  it('returns a payment page; Pay approves and sends the player back to the return path with the result', async () => {
    const created = (await gatewayDeposit({ amount: '1500.25', returnUrl: '/m/voucherCenter?tab=gateway' })).body.value;
    expect(created).toMatchObject({
      status: 'pending',
      flow: 'gateway',
      payUrl: expect.stringMatching(/^\/dev\/gateway\/pay\?session=[0-9a-f]{48}$/),
    });
    const page = await fetch(`${server.url}${created.payUrl}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('৳1500.25');
    expect(html).toMatch(/Pay<\/button>.*Cancel<\/button>.*Fail<\/button>/s);
    const paid = await choose(created.payUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/m/voucherCenter?tab=gateway&result=paid&depositId=${created.id}`);
    expect(await balanceOfMember(server.client(), member.token)).toBe(1500.25);
    // paying twice (a reload, a back button) changes nothing
    expect((await choose(created.payUrl, 'pay')).headers.get('location')).toContain('result=paid');
    expect(await balanceOfMember(server.client(), member.token)).toBe(1500.25);
    expect(await (await fetch(`${server.url}${created.payUrl}`)).text()).toContain('Payment closed');
  });

  it.each([
    ['cancel', 'cancelled', 'Cancelled on the payment page'],
    ['fail', 'failed', 'Payment failed'],
  ])('%s rejects the deposit and returns with result=%s', async (outcome, result, reason) => {
    const created = (await gatewayDeposit({ amount: 800, returnUrl: '/m/voucherCenter' })).body.value;
    expect((await choose(created.payUrl, outcome)).headers.get('location')).toBe(
      `/m/voucherCenter?result=${result}&depositId=${created.id}`,
    );
    const detail = (await server.client().get(`/wps/relay/MCS2_depositDetail?depositId=${created.id}`, { token: member.token })).body.value;
    expect(detail).toMatchObject({ status: 'rejected', reason, payUrl: null });
    expect(await balanceOfMember(server.client(), member.token)).toBe(0);
  });

  it('expires with its window: Pay after it returns result=expired and credits nothing', async () => {
    const created = (await gatewayDeposit({ amount: 800, returnUrl: '/m/voucherCenter' })).body.value;
    server.clock.advance(15 * 60 * 1000);
    expect((await choose(created.payUrl, 'pay')).headers.get('location')).toBe(`/m/voucherCenter?result=expired&depositId=${created.id}`);
    expect(await balanceOfMember(server.client(), await server.client().token(member.username, member.password))).toBe(0);
  });

  it('refuses a return address off this site (no open redirect)', async () => {
    for (const returnUrl of [
      'https://evil.example/m/x',
      '//evil.example/m/x',
      '/\\evil.example/m/x',
      'javascript:alert(1)',
      '/m/../../evil',
      '/dev/outbox',
      '',
      'm/voucherCenter',
    ]) {
      expect((await gatewayDeposit({ amount: 800, returnUrl })).body.errorCode).toBe('RETURN_URL_INVALID');
    }
    const host = new URL(server.url).host;
    const same = (await gatewayDeposit({ amount: 800, returnUrl: `${server.url}/m/voucherCenter?x=1` })).body.value;
    expect((await choose(same.payUrl, 'cancel')).headers.get('location')).toBe(
      `/m/voucherCenter?x=1&result=cancelled&depositId=${same.id}`,
    );
    expect(safeReturnPath(`http://${host}/m/a`, host)).toBe('/m/a');
    expect(safeReturnPath('http://other.host/m/a', host)).toBeNull();
    expect(safeReturnPath('/m/a\u0000b', host)).toBeNull();
  });

  it('answers an unknown payment session with a 404 page', async () => {
    const page = await fetch(`${server.url}/dev/gateway/pay?session=nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Payment not found');
  });
});
