import { ledgerSum, unbalancedMembers } from '../ledger/index.ts';
import { newKey, newMember, submit } from '../test-support/cashier-helpers.ts';
import { fire, HOSTILE_AMOUNTS } from '../test-support/hostile-values.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// Issue 13's acceptance: 50 concurrent requests of each money-moving route with hostile inputs leave every
// balance equal to the sum of its ledger rows, and move money only as the valid requests allow.
const server = useTestServer('file');

const PIN = '975310';
describe('money-moving routes under hostile concurrent input', () => {
  it('withdraw: only the valid amount moves money, once per key', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, boundEwallet: true });
    const key = newKey();
    const replies = await fire(50, (i) =>
      submit(
        server.client(),
        '/wps/transaction/withdraw',
        member.token,
        { amount: HOSTILE_AMOUNTS[i % HOSTILE_AMOUNTS.length], bankCardId: member.bankCards[0]!.id, paymentPassword: PIN },
        i % HOSTILE_AMOUNTS.length === HOSTILE_AMOUNTS.length - 1 ? key : newKey(),
      ),
    );
    expect(replies.every((r) => r.status < 500)).toBe(true);
    expect(new Set(replies.filter((r) => r.status === 200).map((r) => r.body.value.id)).size).toBe(1);
    expect(ledgerSum(server.api.db, member.id)).toBe(500_00);
  });

  it('deposit approvals: 50 concurrent approvals of one request credit it once', async () => {
    const member = await newMember(server);
    const deposit = (await submit(server.client(), '/wps/relay/MCS2_manualTransfer', member.token, { channelCode: 'BKASH', amount: 600 }))
      .body.value;
    const replies = await fire(50, (i) =>
      server.client().post(`/dev/cashier/deposits/${i % 2 ? 'approve' : 'reject'}`, { json: { id: deposit.id } }),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect([0, 600_00]).toContain(ledgerSum(server.api.db, member.id));
  });

  it('manual deposits: hostile amounts and bodies never reach the ledger', async () => {
    const member = await newMember(server);
    const replies = await fire(50, (i) =>
      submit(server.client(), '/wps/relay/MCS2_manualTransfer', member.token, {
        channelCode: i % 3 ? 'BKASH' : { $ne: 1 },
        amount: HOSTILE_AMOUNTS[i % HOSTILE_AMOUNTS.length],
        promoId: i % 5 ? '501' : '1 OR 1=1',
      }),
    );
    expect(replies.every((r) => r.status < 500)).toBe(true);
    expect(ledgerSum(server.api.db, member.id)).toBe(0);
  });

  it('upline transfers: hostile amounts and concurrency never take the member below zero', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, upline: 'agent01' });
    const replies = await fire(50, (i) =>
      submit(server.client(), '/wps/relay/MCS2_transferToUpline', member.token, {
        amount: i % 2 ? '400' : HOSTILE_AMOUNTS[i % HOSTILE_AMOUNTS.length],
        paymentPassword: PIN,
      }),
    );
    expect(replies.every((r) => r.status < 500)).toBe(true);
    // only the '400's are valid: two fit in 1,000
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    expect(ledgerSum(server.api.db, member.id)).toBe(200_00);
  });

  it('lottery cancels: hostile id lists never refund more than the stakes', async () => {
    const token = await server.client().token();
    const demo = (server.api.db.prepare("SELECT id FROM members WHERE username = 'demo01'").get() as { id: number }).id;
    const before = ledgerSum(server.api.db, demo);
    const lists: unknown[] = [
      [1, 1, 1],
      ['2', 2, '2.0'],
      [1, 2, 99],
      [-1],
      [2 ** 53],
      ['1; DROP TABLE members'],
      Array(5000).fill(2),
      [1, 2],
    ];
    const replies = await fire(50, (i) =>
      server.client().post('/lgw/orders/suborders/cancel', { token, json: { orderId: 1, subOrderIds: lists[i % lists.length] } }),
    );
    expect(replies.every((r) => r.status < 500)).toBe(true);
    expect(ledgerSum(server.api.db, demo)).toBe(before + 70_00);
    expect(unbalancedMembers(server.api.db)).toEqual([]);
  });
});
