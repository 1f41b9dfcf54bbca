import { DEMO } from '../member-centre/test-kit.ts';
import { newMember } from '../test-support/cashier-helpers.ts';
import { ok, unanswered } from '../test-support/contract-answers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

// Every lobby call of the contract, answered once by the dev API: the seeded catalogue, demo01's lottery
// orders and a fresh member for what changes an account. The test client checks each answer against the
// call's schema (contract-check.ts); this fails on a lobby call with no case here.

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.client().token(DEMO.username, DEMO.password);
});
afterAll(() => server.close());

const get = (path: string, as = token) => server.client().get(path, { token: as });

it('answers the home, the promotions and the content pages as the contract says', async () => {
  await ok(get('/wps/relay/MCSFE_getBanners?groupName=m_home'));
  await ok(get('/wps/relay/GCSGAME_hotMatches'));
  await ok(get('/wps/relay/GCSGAME_rank?gameCategory=ALL&language=EN&limitNum=20'));
  await ok(get('/wps/relay/MCSFE_getLoginPopups?execution=B'));
  await ok(get('/wps/relay/REWCEN3_promotions'));
  const promotions = await ok(get('/wps/relay/REWCEN3_promotions'));
  await ok(get(`/wps/relay/REWCEN3_promotionDetail?id=${promotions.body.value.list[0].id}`));
  await ok(get('/wps/system/helpCenter?lang=EN'));
  await ok(get('/wps/system/userAgreement'));
  // the test clock starts at 12:00 in Dhaka: a rain is running
  await ok(get('/wps/relay/REWCEN3_redRain'));
  const fresh = await newMember(server, { balance: 10 });
  await ok(server.client().post('/wps/relay/REWCEN3_redRain', { token: fresh.token, json: {}, headers: { 'Idempotency-Key': 'rain-1' } }));
});

it('answers the game halls, favourites, recently played and the launch as the contract says', async () => {
  const list = await ok(get('/wps/relay/GCSGAME_list?gameType=RNG&pageNo=1&pageSize=26&language=EN'));
  const game = list.body.value.games[0] as { nodeId: number; vassalage: string; gameId: string; gameCategory: string };
  await ok(get('/wps/relay/GCSGAME_hot?isPlatform=2&language=EN&platform=html5&gameType='));
  await ok(get('/wps/relay/GCSGAME_types'));
  await ok(get('/wps/relay/GCSGAME_vassalage?gameType=RNG'));

  const fresh = await newMember(server, { balance: 10 });
  const favourite = { nodeId: game.nodeId, token: fresh.token, vendor: game.vassalage };
  await ok(server.client().post('/wps/relay/MCSFE_favoriteGames', { token: fresh.token, json: favourite }));
  await ok(get('/wps/relay/MCSFE_favoriteGames?pageNo=1&pageSize=26&gameType=&language=EN', fresh.token));
  await ok(server.client().call('DELETE', '/wps/relay/MCSFE_favoriteGames', { token: fresh.token, json: favourite }));
  await ok(get(`/wps/game/recent/add?nodeId=${game.nodeId}&vendor=${game.vassalage}`, fresh.token));
  await ok(get('/wps/game/recent?page=1&pageSize=25&gameType=&language=EN&clientType=2', fresh.token));
  const launch = `gameCategory=${game.gameCategory}&vendor=${game.vassalage}&gameId=${game.gameId}&nodeId=${game.nodeId}`;
  await ok(get(`/wps/game/launchGame?${launch}`, fresh.token));
});

it('answers the lottery hall and the lottery orders as the contract says', async () => {
  await ok(get('/lgw/games/mobile_game_menus'));
  await ok(get('/lgw/games/lottery?prizeMode=Lott'));
  const opened = await ok(get('/lgw/vn/numeros/opened/game'));
  await ok(get(`/lgw/vn/numeros/opened/game?nodeId=${opened.body.value.list[0].nodeId}`));
  const orders = await ok(get('/lgw/orders?pageNo=1&pageSize=10'));
  const pending = (orders.body.value.list as { orderId: number; status: string }[]).find((order) => order.status === 'PENDING')!;
  const detail = await ok(get(`/lgw/orders/detail?orderId=${pending.orderId}`));
  const sub = (detail.body.value.subOrders as { subOrderId: number; cancellable: boolean }[]).find((s) => s.cancellable)!;
  const cancel = { orderId: pending.orderId, subOrderIds: [sub.subOrderId] };
  await ok(server.client().post('/lgw/orders/suborders/cancel', { token, json: cancel, headers: { 'Idempotency-Key': 'cancel-1' } }));

  expect(unanswered('lobby')).toEqual([]);
});
