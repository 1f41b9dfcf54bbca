import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer('file');

const get = (path: string, language = 'EN') => server.client({ Merchant: 'BDWL', Language: language }).get(path);

const GAME_SHAPE = {
  nodeId: expect.any(Number),
  gameId: expect.any(String),
  gameName: expect.any(String),
  nodeName: expect.any(String),
  vassalage: expect.any(String),
  gameType: expect.any(String),
  gameCategory: expect.any(String),
  iconUrl: expect.stringMatching(/^\/assets\/img\//),
  showIcon: expect.any(String),
  mobileLargeIcon: expect.any(String),
  mobileSmallIcon: expect.any(String),
  gameClassifyNew: expect.any(Number),
  supportPlay: expect.any(String),
  minBet: expect.any(Number),
  hot: expect.any(Boolean),
};

describe('GET /wps/relay/GCSGAME_list', () => {
  const query = 'merchant=BDWL&platform=html5&gameName=&gameType=RNG&gameClassify=&isNew=&vassalage=&language=EN';

  it('pages a game type 26 at a time in the documented shape', async () => {
    const first = await get(`/wps/relay/GCSGAME_list?${query}&pageNo=1&pageSize=26`);
    expect(first.body.success).toBe(true);
    const { games, pageNum, totalPages, total } = first.body.value;
    expect(games).toHaveLength(26);
    expect(pageNum).toBe(1);
    expect(total).toBeGreaterThan(52);
    expect(totalPages).toBe(Math.ceil(total / 26));
    for (const game of games) expect(game).toMatchObject({ ...GAME_SHAPE, gameType: 'RNG' });
    const second = await get(`/wps/relay/GCSGAME_list?${query}&pageNo=2&pageSize=26`);
    expect(second.body.value.pageNum).toBe(2);
    const ids = new Set(games.map((g: { nodeId: number }) => g.nodeId));
    expect(second.body.value.games.some((g: { nodeId: number }) => ids.has(g.nodeId))).toBe(false);
  });

  it('seeds at least 300 games over every category, with artwork served here', async () => {
    const all = await get('/wps/relay/GCSGAME_list?pageSize=100&pageNo=1');
    expect(all.body.value.total).toBeGreaterThanOrEqual(300);
    const categories = new Set<string>();
    for (let page = 1; page <= all.body.value.totalPages; page++) {
      const reply = await get(`/wps/relay/GCSGAME_list?pageSize=100&pageNo=${page}`);
      for (const game of reply.body.value.games) categories.add(game.gameCategory);
    }
    expect([...categories].sort()).toEqual(['COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'INHOUSE', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    const icon = await fetch(`${server.url}${all.body.value.games[0].iconUrl}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('narrows by name (either language, any case), vendor, class, new and minimum bet', async () => {
    const byName = await get('/wps/relay/GCSGAME_list?gameType=RNG&gameName=golden&pageSize=100');
    expect(byName.body.value.games.length).toBeGreaterThan(0);
    expect(byName.body.value.games.every((g: { gameName: string }) => /golden/i.test(g.gameName))).toBe(true);
    const byBengali = await get(`/wps/relay/GCSGAME_list?gameType=RNG&gameName=${encodeURIComponent('সোনালি')}&pageSize=100`);
    expect(byBengali.body.value.total).toBe(byName.body.value.total);

    const byVendor = await get('/wps/relay/GCSGAME_list?gameType=RNG&vassalage=JILI&pageSize=100');
    expect(byVendor.body.value.total).toBe(30);
    expect(byVendor.body.value.games.every((g: { vassalage: string }) => g.vassalage === 'JILI')).toBe(true);
    const twoVendors = await get('/wps/relay/GCSGAME_list?gameType=RNG&vassalage=JILI,PP&pageSize=1');
    expect(twoVendors.body.value.total).toBe(60);

    const jackpot = await get('/wps/relay/GCSGAME_list?gameType=RNG&gameClassify=JACKPOT&pageSize=100');
    expect(jackpot.body.value.games.every((g: { gameClassify: string }) => g.gameClassify === 'JACKPOT')).toBe(true);
    const fresh = await get('/wps/relay/GCSGAME_list?gameType=RNG&isNew=1&pageSize=100');
    expect(fresh.body.value.total).toBeGreaterThan(0);
    expect(fresh.body.value.games.every((g: { gameClassifyNew: number }) => g.gameClassifyNew === 1)).toBe(true);
    const cheap = await get('/wps/relay/GCSGAME_list?gameType=RNG&minBet=0.05&pageSize=100');
    expect(cheap.body.value.total).toBeGreaterThan(0);
    expect(cheap.body.value.games.every((g: { minBet: number }) => g.minBet === 0.05)).toBe(true);
  });

  it('answers an empty page past the end, and treats LIKE wildcards literally', async () => {
    const past = await get('/wps/relay/GCSGAME_list?gameType=FISH&pageNo=9');
    expect(past.body.value).toMatchObject({ games: [], pageNum: 9, totalPages: 1 });
    expect((await get('/wps/relay/GCSGAME_list?gameName=%25')).body.value.total).toBe(0);
  });
});

describe('GET /wps/relay/GCSGAME_hot', () => {
  it('answers the hot games in rank order, optionally of one type', async () => {
    const all = await get('/wps/relay/GCSGAME_hot?isPlatform=2&language=EN&platform=html5');
    expect(all.body.value.list.length).toBeGreaterThan(20);
    expect(all.body.value.list.every((g: { hot: boolean }) => g.hot)).toBe(true);
    const rng = await get('/wps/relay/GCSGAME_hot?isPlatform=2&gameType=RNG');
    expect(rng.body.value.list.length).toBeGreaterThan(0);
    expect(rng.body.value.list.every((g: { gameType: string }) => g.gameType === 'RNG')).toBe(true);
  });
});

describe('GET /wps/relay/GCSGAME_types', () => {
  it('answers the platform sorting and the vendor items, with at least 15 vendors', async () => {
    const { body } = await get('/wps/relay/GCSGAME_types');
    const { sorting, mapping } = body.value;
    expect(sorting.map((s: { gameCategory: string }) => s.gameCategory)).toEqual([
      'SPORTS',
      'LIVE',
      'FISH',
      'RNG',
      'PVP',
      'LOTT',
      'ELOTT',
      'RECENT',
    ]);
    expect(sorting.find((s: { gameCategory: string }) => s.gameCategory === 'SPORTS').vendorNames).toEqual([
      'SABA',
      'BTI',
      'TF',
      'SV3',
      'DS88',
    ]);
    const vendors = new Set(mapping.map((m: { vendor: string }) => m.vendor));
    expect(vendors.size).toBeGreaterThanOrEqual(15);
    for (const code of ['TF', 'SV3', 'DS88', 'TCG_LOTTO_VN', 'TCG_SEA', 'KHELA']) expect(vendors.has(code)).toBe(true);
    expect(mapping.find((m: { vendor: string }) => m.vendor === 'KHELA')).toMatchObject({
      gameCategory: 'RNG',
      inHouse: true,
      lobby: false,
    });
    expect(mapping.find((m: { vendor: string }) => m.vendor === 'TCG_SEA')).toMatchObject({
      gameCategory: 'ELOTT',
      lobby: true,
      gameId: 'lobby',
      iconUrl: expect.stringMatching(/vendor-tcg-sea\.svg$/),
    });
  });
});

describe('GET /wps/relay/GCSGAME_vassalage', () => {
  it('answers the vendors and classes of a type', async () => {
    const rng = (await get('/wps/relay/GCSGAME_vassalage?gameType=RNG')).body.value;
    expect(rng.vendors.map((v: { vendor: string }) => v.vendor)).toEqual(['PG', 'JILI', 'PP', 'FC', 'JDB', 'CQ9', 'KHELA', 'KHELA_MINI']);
    expect(rng.classes.map((c: { gameClassify: string }) => c.gameClassify)).toEqual(['MEGAWAYS', 'JACKPOT', 'CLASSIC', 'BUY_BONUS']);
    const bn = (await get('/wps/relay/GCSGAME_vassalage?gameType=RNG', 'BN')).body.value;
    expect(bn.classes[1].name).toBe('জ্যাকপট');
    const fish = (await get('/wps/relay/GCSGAME_vassalage?gameType=FISH')).body.value;
    expect(fish.classes).toEqual([]);
    expect(fish.vendors.length).toBe(4);
  });
});

describe('GET /wps/relay/GCSGAME_rank (winners)', () => {
  it('answers at most limitNum winners, by win amount descending', async () => {
    const { body } = await get('/wps/relay/GCSGAME_rank?gameCategory=ALL&language=EN&limitNum=20');
    const list = body.value.list;
    expect(list).toHaveLength(20);
    for (const { vo } of list) {
      expect(vo).toMatchObject({
        iconUrl: expect.any(String),
        gameName: expect.any(String),
        customerName: expect.stringContaining('***'),
        winAmount: expect.any(Number),
      });
    }
    const amounts = list.map((item: { vo: { winAmount: number } }) => item.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });
});

describe('GET /wps/relay/GCSGAME_hotMatches', () => {
  it('answers upcoming matches with what the carousel and the launch need', async () => {
    const { body } = await get('/wps/relay/GCSGAME_hotMatches');
    expect(body.value.length).toBeGreaterThanOrEqual(2);
    for (const match of body.value) {
      expect(match).toEqual({
        id: expect.any(Number),
        matchTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        league: expect.any(String),
        homeTeam: expect.any(String),
        awayTeam: expect.any(String),
        homeTeamImageUrl: expect.stringMatching(/^\/assets\/img\/icon\//),
        awayTeamImageUrl: expect.stringMatching(/^\/assets\/img\/icon\//),
        vendor: expect.any(String),
        roomId: expect.any(String),
        nodeId: expect.any(Number),
        odds:
          match.odds === null
            ? null
            : { home: expect.any(Number), draw: match.odds.draw === null ? null : expect.any(Number), away: expect.any(Number) },
      });
      expect(Date.parse(match.matchTime)).toBeGreaterThanOrEqual(server.clock.now());
    }
  });

  it('gives each match its league and, where the platform has them, decimal odds (a draw only where the sport has one)', async () => {
    const { body } = await get('/wps/relay/GCSGAME_hotMatches');
    const byTeams = Object.fromEntries(body.value.map((m: { homeTeam: string; awayTeam: string }) => [`${m.homeTeam} v ${m.awayTeam}`, m]));
    expect(byTeams['Bangladesh v India']).toMatchObject({ league: 'SAFF Championship', odds: { home: 4.2, draw: 3.3, away: 1.75 } });
    expect(byTeams['Dhaka Capitals v Chattogram Challengers']).toMatchObject({
      league: 'BPL 2026',
      odds: { home: 1.85, draw: null, away: 1.95 },
    });
    expect(byTeams['Khulna Tigers v Fortune Barishal']).toMatchObject({ league: 'BPL 2026', odds: null });
  });

  it('keeps matches ahead of the clock on a long-running server', async () => {
    server.clock.advance(3 * 24 * 60 * 60 * 1000);
    const { body } = await get('/wps/relay/GCSGAME_hotMatches');
    expect(body.value.every((m: { matchTime: string }) => Date.parse(m.matchTime) >= server.clock.now())).toBe(true);
  });
});
