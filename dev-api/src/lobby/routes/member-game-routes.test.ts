import { useTestServer, useToken } from '../../test-support/use-test-server.ts';

const server = useTestServer('file');
const token = useToken(server);

const client = () => server.client();

describe('favourites /wps/relay/MCSFE_favoriteGames', () => {
  it('needs a session', async () => {
    const reply = await client().get('/wps/relay/MCSFE_favoriteGames?pageNo=1&pageSize=26');
    expect(reply.status).toBe(401);
    expect(reply.body.errorCode).toBe('login.not.session');
  });

  it('lists the seeded favourites in value.content, filtered by type', async () => {
    const all = await client().get('/wps/relay/MCSFE_favoriteGames?pageNo=1&pageSize=26&language=EN', { token: token() });
    expect(all.body.value.content.map((g: { gameId: string }) => g.gameId).sort()).toEqual(['jili-fish-001', 'pg-002']);
    expect(all.body.value.content.every((g: { favourite: boolean }) => g.favourite)).toBe(true);
    const fish = await client().get('/wps/relay/MCSFE_favoriteGames?gameType=FISH', { token: token() });
    expect(fish.body.value.content.map((g: { gameId: string }) => g.gameId)).toEqual(['jili-fish-001']);
  });

  it('adds (once) with body nodeId, token, vendor, and removes', async () => {
    const list = await client().get('/wps/relay/GCSGAME_list?gameType=RNG&vassalage=PP&pageSize=1');
    const game = list.body.value.games[0];
    const add = await client().post('/wps/relay/MCSFE_favoriteGames', {
      token: token(),
      json: { nodeId: game.nodeId, token: token(), vendor: game.vassalage },
    });
    expect(add.body.value).toEqual({ nodeId: game.nodeId, favourite: true, added: true });
    const again = await client().post('/wps/relay/MCSFE_favoriteGames', {
      token: token(),
      json: { nodeId: game.nodeId, token: token(), vendor: game.vassalage },
    });
    expect(again.body.value.added).toBe(false);
    const marked = await client().get('/wps/relay/GCSGAME_list?gameType=RNG&vassalage=PP&pageSize=1', { token: token() });
    expect(marked.body.value.games[0].favourite).toBe(true);

    const remove = await client().call('DELETE', '/wps/relay/MCSFE_favoriteGames', {
      token: token(),
      json: { nodeId: game.nodeId, token: token(), vendor: game.vassalage },
    });
    expect(remove.body.value).toEqual({ nodeId: game.nodeId, favourite: false, removed: true });
    const after = await client().get('/wps/relay/MCSFE_favoriteGames', { token: token() });
    expect(after.body.value.content.some((g: { nodeId: number }) => g.nodeId === game.nodeId)).toBe(false);
  });

  it('rejects an unknown game or a vendor that does not match', async () => {
    const unknown = await client().post('/wps/relay/MCSFE_favoriteGames', { token: token(), json: { nodeId: 1, vendor: 'PG' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'GAME_NOT_FOUND', message: 'Game not found' });
    const wrongVendor = await client().post('/wps/relay/MCSFE_favoriteGames', { token: token(), json: { nodeId: 10001, vendor: 'JILI' } });
    expect(wrongVendor.body.errorCode).toBe('GAME_NOT_FOUND');
  });
});

describe('recent games', () => {
  it('lists the newest first in value.list with totalPages, 25 a page', async () => {
    const reply = await client().get('/wps/game/recent?page=1&pageSize=25&gameType=&language=EN&clientType=2', { token: token() });
    expect(reply.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(reply.body.value.list.map((g: { gameId: string }) => g.gameId)).toEqual(['pp-004', 'pg-002', 'evo-live-002', 'km-pvp-001']);
  });

  it('recent add (GET) moves a game to the front', async () => {
    const add = await client().get('/wps/game/recent/add?nodeId=10002&vendor=PG', { token: token() });
    expect(add.body).toEqual({ success: true, value: true });
    server.clock.advance(1000);
    await client().get('/wps/game/recent/add?nodeId=10003&vendor=PG', { token: token() });
    const rng = await client().get('/wps/game/recent?gameType=RNG', { token: token() });
    expect(rng.body.value.list.slice(0, 2).map((g: { nodeId: number }) => g.nodeId)).toEqual([10003, 10002]);
  });
});

describe('GET /wps/game/launchGame', () => {
  it('needs a session', async () => {
    expect((await client().get('/wps/game/launchGame?vendor=PG&gameId=pg-001')).status).toBe(401);
  });

  it('answers value.content.game_url, a page this server serves', async () => {
    const reply = await client().get('/wps/game/launchGame?gameCategory=RNG&vendor=PG&gameId=pg-001&nodeId=10001', { token: token() });
    const url: string = reply.body.value.content.game_url;
    expect(url).toMatch(/^\/dev\/play\/PG\/pg-001\?/);
    const page = await fetch(`${server.url}${url}`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('data-testid="dev-game"');
    expect(html).toContain('demo01');
  });

  it('opens a vendor lobby, a live room and a hot match by its room id', async () => {
    expect((await client().get('/wps/game/launchGame?vendor=TCG_LOTTO_VN&gameId=lobby', { token: token() })).status).toBe(200);
    expect((await client().get('/wps/game/launchGame?vendor=EVO&gameId=EVO-R01', { token: token() })).status).toBe(200);
    const matches = await client().get('/wps/relay/GCSGAME_hotMatches');
    const match = matches.body.value[0];
    const launched = await client().get(`/wps/game/launchGame?vendor=${match.vendor}&gameId=${match.roomId}&nodeId=${match.nodeId}`, {
      token: token(),
    });
    expect(launched.body.value.content).toMatchObject({ vendor: match.vendor, gameId: match.roomId, nodeId: match.nodeId });
  });

  it('refuses an unknown game, a lobby of a vendor without one, and escapes the page title', async () => {
    expect((await client().get('/wps/game/launchGame?vendor=PG&gameId=nope', { token: token() })).body.errorCode).toBe('GAME_NOT_FOUND');
    expect((await client().get('/wps/game/launchGame?vendor=PG&gameId=lobby', { token: token() })).body.errorCode).toBe('GAME_NOT_FOUND');
    const page = await fetch(`${server.url}/dev/play/PG/pg-001?title=%3Cscript%3Ex%3C/script%3E`);
    expect(await page.text()).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
