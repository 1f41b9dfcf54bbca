import { useTestServer, useToken } from '../../test-support/use-test-server.ts';

const server = useTestServer('file');
const token = useToken(server);

const client = () => server.client();

describe('lottery list /lgw/games/lottery', () => {
  it('answers the lotteries of a prize mode with their latest draw', async () => {
    const lott = (await client().get('/lgw/games/lottery?prizeMode=Lott')).body.value.list;
    expect(lott).toHaveLength(20);
    expect(lott[0]).toMatchObject({
      vassalage: 'TCG_LOTTO_VN',
      prizeMode: 'Lott',
      latestIssue: expect.stringMatching(/^\d{8}-\d{4}$/),
      nextDrawTime: expect.any(String),
    });
    expect(lott[0].latestNumbers).toHaveLength(5);
    const elott = (await client().get('/lgw/games/lottery?prizeMode=Elott')).body.value.list;
    expect(
      elott.every((g: { vassalage: string; latestNumbers: number[] }) => g.vassalage === 'TCG_SEA' && g.latestNumbers.length === 3),
    ).toBe(true);
    expect((await client().get('/lgw/games/lottery')).body.value.list).toHaveLength(40);
    expect((await client().get('/lgw/games/lottery?prizeMode=ZY')).body.value.list).toEqual([]);
    expect((await client().get('/lgw/games/mobile_game_menus')).body.value.map((m: { prizeMode: string }) => m.prizeMode)).toEqual([
      'Lott',
      'Elott',
    ]);
  });

  it('answers opened games: the latest of each, or the last ten of one, moving with the clock', async () => {
    const latest = (await client().get('/lgw/vn/numeros/opened/game')).body.value.list;
    expect(latest).toHaveLength(40);
    const one = (await client().get(`/lgw/vn/numeros/opened/game?nodeId=${latest[0].nodeId}`)).body.value.list;
    expect(one).toHaveLength(10);
    expect(Date.parse(one[0].drawTime)).toBeGreaterThan(Date.parse(one[1].drawTime));
    server.clock.advance(60 * 1000);
    const next = (await client().get(`/lgw/vn/numeros/opened/game?nodeId=${latest[0].nodeId}`)).body.value.list;
    expect(next[0].issue).not.toBe(one[0].issue);
  });
});

describe('lottery orders', () => {
  it('need a session', async () => {
    expect((await client().get('/lgw/orders')).status).toBe(401);
  });

  it('lists orders with their status, and shows one with its sub-orders', async () => {
    const { list } = (await client().get('/lgw/orders?pageNo=1&pageSize=10', { token: token() })).body.value;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['PENDING', 'WON', 'LOST']);
    const detail = (await client().get(`/lgw/orders/detail?orderId=${list[0].orderId}`, { token: token() })).body.value;
    expect(detail.subOrders).toHaveLength(2);
    expect(detail.subOrders[0]).toMatchObject({ playName: 'Big/Small', amount: 50, cancellable: true, status: 'PENDING' });
    expect((await client().get('/lgw/orders/detail?orderId=999', { token: token() })).body.errorCode).toBe('ORDER_NOT_FOUND');
  });

  it('cancels a pending sub-order once, refunding its stake', async () => {
    const detail = (await client().get('/lgw/orders/detail?orderId=1', { token: token() })).body.value;
    const before = (await client().get('/wps/wallets/balance', { token: token() })).body.value.sumBalance;
    const sub = detail.subOrders[0];
    const cancel = await client().post('/lgw/orders/suborders/cancel', {
      token: token(),
      json: { orderId: 1, subOrderIds: [sub.subOrderId] },
    });
    expect(cancel.body.value).toMatchObject({ refund: sub.amount, status: 'PENDING' });
    expect(cancel.body.value.subOrders[0]).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect((await client().get('/wps/wallets/balance', { token: token() })).body.value.sumBalance).toBe(before + sub.amount);
    const again = await client().post('/lgw/orders/suborders/cancel', {
      token: token(),
      json: { orderId: 1, subOrderIds: [sub.subOrderId] },
    });
    expect(again.body.errorCode).toBe('SUBORDER_NOT_CANCELLABLE');
    const empty = await client().post('/lgw/orders/suborders/cancel', { token: token(), json: { orderId: 1, subOrderIds: [] } });
    expect(empty.body.errorCode).toBe('request_body_invalid');
  });

  it("does not show or cancel another member's order", async () => {
    const other = await client().token('nusrat99', 'Nusrat@2024');
    expect((await client().get('/lgw/orders/detail?orderId=1', { token: other })).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect(
      (await client().post('/lgw/orders/suborders/cancel', { token: other, json: { orderId: 1, subOrderIds: [2] } })).body.errorCode,
    ).toBe('ORDER_NOT_FOUND');
  });
});
