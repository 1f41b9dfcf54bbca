import { ledgerSum, listMovements } from '../../ledger/index.ts';
import { startTestServer, START_TIME, type TestServer } from '../../test-support/test-server.ts';

// Issue 13, finding 2: a repeated sub-order id turned 1,000 into 51,000.
let server: TestServer;
let token: string;
let demoId: number;
beforeEach(async () => {
  server = await startTestServer();
  token = await server.client().token();
  demoId = (server.api.db.prepare("SELECT id FROM members WHERE username = 'demo01'").get() as { id: number }).id;
});
afterEach(() => server.close());

const cancel = (json: unknown) => server.client().post('/lgw/orders/suborders/cancel', { token, json });
const balance = async () => (await server.client().get('/wps/wallets/balance', { token })).body.value.sumBalance as number;

describe('cancelling lottery sub-orders moves money once per sub-order', () => {
  it('50 concurrent cancels, each naming one sub-order 1000 times, refund its stake exactly once', async () => {
    const before = await balance();
    const replies = await Promise.all(Array.from({ length: 50 }, () => cancel({ orderId: 1, subOrderIds: Array(1000).fill(1) })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'SUBORDER_NOT_CANCELLABLE')).toBe(true);
    expect(await balance()).toBe(before + 50);
    const refunds = listMovements(server.api.db, demoId, { from: 0, to: START_TIME, kinds: ['lottery_refund'], page: 1, pageSize: 10 });
    expect(refunds.items.filter((e) => e.reference === 'lottery:1:1').map((e) => e.amountPaisa)).toEqual([50_00]);
  });

  it('refunds two distinct sub-orders in one call as two ledger rows', async () => {
    const before = ledgerSum(server.api.db, demoId);
    const reply = await cancel({ orderId: 1, subOrderIds: [2, 1, 2, '1'] });
    expect(reply.body.value.refund).toBe(70);
    expect(ledgerSum(server.api.db, demoId)).toBe(before + 70_00);
  });

  it('refuses ids that are not positive whole numbers, and a sub-order of another order, cancelling nothing', async () => {
    const before = await balance();
    for (const subOrderIds of [[1.5], [-1], ['x'], [null], [1, 'abc'], 'not-a-list', [1e300]]) {
      expect((await cancel({ orderId: 1, subOrderIds })).body.errorCode).toBe('request_body_invalid');
    }
    // sub-order 3 belongs to order 2
    expect((await cancel({ orderId: 1, subOrderIds: [1, 3] })).body.errorCode).toBe('SUBORDER_NOT_CANCELLABLE');
    expect(await balance()).toBe(before);
    const detail = (await server.client().get('/lgw/orders/detail?orderId=1', { token })).body.value;
    expect(detail.subOrders.map((s: { status: string }) => s.status)).toEqual(['PENDING', 'PENDING']);
  });
});

describe('the red rain envelope', () => {
  it('is a red_rain ledger row, once per rain even when claimed concurrently', async () => {
    const before = ledgerSum(server.api.db, demoId);
    const replies = await Promise.all(Array.from({ length: 20 }, () => server.client().post('/wps/relay/REWCEN3_redRain', { token })));
    const taken = replies.filter((r) => r.status === 200);
    expect(taken).toHaveLength(1);
    const rows = listMovements(server.api.db, demoId, { from: 0, to: START_TIME, kinds: ['red_rain'], page: 1, pageSize: 10 }).items;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountPaisa).toBe(Math.round(taken[0]!.body.value.amount * 100));
    expect(ledgerSum(server.api.db, demoId)).toBe(before + rows[0]!.amountPaisa);
  });
});
