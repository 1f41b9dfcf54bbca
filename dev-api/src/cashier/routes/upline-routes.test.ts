import { ledgerSum } from '../../ledger/index.ts';
import { balanceOfMember, newKey, newMember, submit } from '../../test-support/cashier-helpers.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer();

const PIN = '246810';
const client = () => server.client();
const transfer = (token: string, json: Record<string, unknown>, key?: string) =>
  submit(client(), '/wps/relay/MCS2_transferToUpline', token, json, key);
const agentId = () => (server.api.db.prepare("SELECT id FROM members WHERE username = 'agent01'").get() as { id: number }).id;

describe('transfer to upline', () => {
  it('shows the upline and moves the amount out of the member and into the upline in one go', async () => {
    const token = await client().token('demo03', 'Demo@1234');
    const info = (await client().get('/wps/relay/MCS2_uplineInfo', { token })).body.value;
    expect(info).toEqual({
      upline: { account: 'agent01', nickname: 'Karim' },
      balance: 2500,
      min: 100,
      max: 50000,
      hasWithdrawalPassword: true,
    });
    expect((await client().get('/wps/member/info', { token })).body.value).toMatchObject({ type: 0, toUpline: true });
    const agentBefore = ledgerSum(server.api.db, agentId());
    const reply = await transfer(token, { amount: '700.75', paymentPassword: PIN });
    expect(reply.body.value).toMatchObject({ amount: 700.75, balance: 1799.25, upline: { account: 'agent01' } });
    expect(await balanceOfMember(client(), token)).toBe(1799.25);
    expect(ledgerSum(server.api.db, agentId())).toBe(agentBefore + 700_75);
    const rows = server.api.db
      .prepare('SELECT kind, amount_paisa FROM ledger_entries WHERE reference = ? ORDER BY id')
      .all(`upline_transfer:${reply.body.value.transferId}`);
    expect(rows).toEqual([
      { kind: 'transfer_upline_out', amount_paisa: -700_75 },
      { kind: 'transfer_upline_in', amount_paisa: 700_75 },
    ]);
  });

  it('refuses a member of type 2, with the reason', async () => {
    const token = await client().token('demo02', 'Demo@1234');
    const info = await client().get('/wps/relay/MCS2_uplineInfo', { token });
    expect(info.status).toBe(403);
    expect(info.body).toMatchObject({ errorCode: 'UPLINE_TRANSFER_NOT_ALLOWED', value: { reason: 'TYPE_NOT_ALLOWED' } });
    expect((await transfer(token, { amount: 200, paymentPassword: PIN })).body.errorCode).toBe('UPLINE_TRANSFER_NOT_ALLOWED');
    expect(await balanceOfMember(client(), token)).toBe(1500);
  });

  it('refuses a member without an upline', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN });
    const reply = await transfer(member.token, { amount: 200, paymentPassword: PIN });
    expect(reply.body).toMatchObject({ errorCode: 'UPLINE_TRANSFER_NOT_ALLOWED', value: { reason: 'NO_UPLINE' } });
    expect((await client().get('/wps/member/info', { token: member.token })).body.value.toUpline).toBe(false);
  });

  it('refuses a wrong withdrawal password, and amounts over the balance or the limits, moving nothing', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, upline: 'agent01' });
    const agentBefore = ledgerSum(server.api.db, agentId());
    const codeOf = async (json: Record<string, unknown>) =>
      (await transfer(member.token, { paymentPassword: PIN, ...json })).body.errorCode;
    expect(await codeOf({ amount: 200, paymentPassword: '975310' })).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(await codeOf({ amount: 1000.01 })).toBe('INSUFFICIENT_BALANCE');
    expect(await codeOf({ amount: 99.99 })).toBe('AMOUNT_BELOW_MIN');
    expect(await codeOf({ amount: 'ten' })).toBe('AMOUNT_NOT_NUMERIC');
    expect(await balanceOfMember(client(), member.token)).toBe(1000);
    expect(ledgerSum(server.api.db, agentId())).toBe(agentBefore);
  });

  it('moves the money once for a repeated key, and never below zero under concurrency', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, upline: 'agent01' });
    const key = newKey();
    await Promise.all([1, 2, 3].map(() => transfer(member.token, { amount: 300, paymentPassword: PIN }, key)));
    expect(await balanceOfMember(client(), member.token)).toBe(700);
    const replies = await Promise.all(Array.from({ length: 10 }, () => transfer(member.token, { amount: 300, paymentPassword: PIN })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await balanceOfMember(client(), member.token)).toBe(100);
  });
});
