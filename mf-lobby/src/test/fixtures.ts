import type { Game, VendorData } from '../features/games/model/game-types.ts';
import type { Banner, HotMatch } from '../features/home/api/home-api.ts';
import type { FakeHandler } from '@wl/testing/platform';

export const game = (nodeId: number, extra: Partial<Game> = {}): Game => ({
  nodeId,
  gameId: `pg-${String(nodeId).padStart(3, '0')}`,
  gameName: `Game ${nodeId}`,
  nodeName: `গেম ${nodeId}`,
  vassalage: 'PG',
  gameType: 'RNG',
  gameCategory: 'RNG',
  iconUrl: `/assets/img/game/pg-${nodeId}.svg`,
  favourite: false,
  ...extra,
});

/** A home banner as the platform sends it. */
export const homeBanner = (id: number, link: string | null = null): Banner => ({
  id,
  groupName: 'm_home',
  title: `Banner ${id}`,
  url: `/assets/img/banner/${id}.svg`,
  link,
});

/** A hot match as the platform sends it: Bangladesh against India at 19:30 in Dhaka, the platform's zone. */
export const homeMatch = (id: number, extra: Partial<HotMatch> = {}): HotMatch => ({
  id,
  matchTime: '2026-11-24T13:30:00.000Z',
  league: 'SAFF Championship',
  homeTeam: 'Bangladesh',
  awayTeam: 'India',
  homeTeamImageUrl: '/assets/img/icon/team-bangladesh.svg',
  awayTeamImageUrl: '/assets/img/icon/team-india.svg',
  vendor: 'SABA',
  roomId: `SABA-M${id}`,
  nodeId: 900 + id,
  ...extra,
});

export const vendorData: VendorData = {
  sorting: [
    { gameCategory: 'SPORTS', vendorNames: ['SABA', 'TF'] },
    { gameCategory: 'RNG', vendorNames: ['PG', 'KHELA'] },
    { gameCategory: 'ELOTT', vendorNames: ['TCG_SEA'] },
  ],
  mapping: [
    {
      gameCategory: 'SPORTS',
      gameType: 'SPORTS',
      vendor: 'SABA',
      vendorName: 'SABA Sports',
      iconUrl: '/v/saba.png',
      inHouse: false,
      lobby: true,
      gameCount: 3,
      nodeId: 500,
      gameId: 'lobby',
    },
    {
      gameCategory: 'SPORTS',
      gameType: 'SPORTS',
      vendor: 'TF',
      vendorName: 'TF Gaming',
      iconUrl: '/v/tf.png',
      inHouse: false,
      lobby: true,
      gameCount: 3,
      nodeId: 510,
      gameId: 'lobby',
    },
    {
      gameCategory: 'RNG',
      gameType: 'RNG',
      vendor: 'PG',
      vendorName: 'PG Soft',
      iconUrl: '/v/pg.png',
      inHouse: false,
      lobby: false,
      gameCount: 30,
      nodeId: 1,
      gameId: null,
    },
    {
      gameCategory: 'RNG',
      gameType: 'RNG',
      vendor: 'KHELA',
      vendorName: 'Khela Originals',
      iconUrl: '/v/khela.png',
      inHouse: true,
      lobby: false,
      gameCount: 8,
      nodeId: 900,
      gameId: null,
    },
    {
      gameCategory: 'ELOTT',
      gameType: 'ELOTT',
      vendor: 'TCG_SEA',
      vendorName: 'TCG SEA Lottery',
      iconUrl: '/v/sea.png',
      inHouse: false,
      lobby: true,
      gameCount: 20,
      nodeId: 700,
      gameId: 'lobby',
    },
  ],
};

export const announcement = (id: number, title: string, content = `<p>${title}</p>`) => ({
  id,
  title,
  content,
  startDate: '2026-11-01T06:00:00.000Z',
  endDate: '2026-12-01T06:00:00.000Z',
  noExpiry: 0,
  promoAnnouncementCategoryIds: [1],
  announcementImages: [{ url: `/assets/img/promo/p${id}.svg`, sequence: 1 }],
  status: 'JOIN',
});

/** A lobby's worth of answers: every page renders against these. */
export const lobbyApi: Record<string, FakeHandler> = {
  'GET /wps/relay/MCSFE_getBanners': () => [
    { id: 1, groupName: 'm_home', url: '/assets/img/banner/a.svg', title: 'Welcome bonus', link: '/m/activity' },
  ],
  'GET /wps/relay/GCSGAME_hotMatches': () => [
    {
      matchTime: '2026-11-20T08:00:00.000Z',
      league: 'BPL',
      homeTeam: 'Dhaka',
      awayTeam: 'Sylhet',
      homeTeamImageUrl: '/a.png',
      awayTeamImageUrl: '/b.png',
      vendor: 'SABA',
      roomId: 'SABA-M1',
      nodeId: 500,
    },
  ],
  'GET /wps/relay/MCSFE_getListAnnouncements': ({ params }) =>
    String(params.types).includes('PU') ? [] : [announcement(1, 'Welcome notice'), announcement(2, 'Maintenance')],
  'GET /wps/relay/MCSFE_getLoginPopups': () => [],
  'GET /wps/relay/GCSGAME_types': () => vendorData,
  'GET /wps/relay/GCSGAME_hot': () => ({ list: [game(1), game(2)] }),
  'GET /wps/relay/GCSGAME_list': ({ params }) => ({
    games: [game(Number(params.pageNo) * 100 + 1), game(Number(params.pageNo) * 100 + 2)],
    pageNum: Number(params.pageNo),
    totalPages: 3,
  }),
  'GET /wps/relay/GCSGAME_vassalage': () => ({
    vendors: [{ vendor: 'PG', vendorName: 'PG Soft', iconUrl: '/v/pg.png', inHouse: false, lobby: false, gameCount: 30 }],
    classes: [{ gameClassify: 'JACKPOT', name: 'Jackpot' }],
  }),
  'GET /wps/relay/GCSGAME_rank': () => ({
    list: [{ vo: { iconUrl: '/g.png', gameName: 'Game 1', customerName: 'ra***01', winAmount: 1500 } }],
  }),
  'GET /wps/relay/REWCEN3_promotions': () => ({ categories: [{ id: 1, name: 'Popular' }], list: [announcement(1006, 'Invite friends')] }),
  'GET /wps/relay/REWCEN3_promotionDetail': () => announcement(1006, 'Invite friends'),
  'GET /wps/system/helpCenter': () => [{ id: 1, title: 'How to register', content: '<p>Three steps</p>' }],
  'GET /wps/system/userAgreement': () => ({ title: 'User agreement', content: '<p>18+</p>' }),
  'GET /lgw/games/lottery': () => ({
    list: [
      {
        ...game(800, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCategory: 'LOTT' }),
        prizeMode: 'Lott',
        latestIssue: '20261120-0001',
        latestNumbers: [1, 2, 3, 4, 5],
        nextDrawTime: '2026-11-20T06:01:00.000Z',
      },
    ],
  }),
  'GET /wps/relay/REWCEN3_redRain': () => ({
    status: 'UPCOMING',
    current: null,
    next: { startTime: '2099-01-01T06:00:00.000Z', endTime: '2099-01-01T06:10:00.000Z' },
    schedule: ['12:00', '20:00', '22:00'],
    minutes: 10,
    maxAmount: 88,
    claimedAmount: null,
  }),
  'GET /lgw/games/mobile_game_menus': () => [
    { prizeMode: 'Lott', vendor: 'TCG_LOTTO_VN', name: 'Traditional lottery', gameCount: 1 },
    { prizeMode: 'Elott', vendor: 'TCG_SEA', name: 'Entertainment lottery', gameCount: 1 },
  ],
  'GET /lgw/vn/numeros/opened/game': () => ({
    list: [
      {
        nodeId: 800,
        gameId: 'x',
        gameName: 'Dhaka 1 min',
        prizeMode: 'Lott',
        issue: '20261120-0001',
        numbers: [1, 2, 3, 4, 5],
        drawTime: '2026-11-20T06:00:00.000Z',
      },
    ],
  }),
};
