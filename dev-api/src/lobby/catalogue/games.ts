import { CLASSES, MIN_BETS, slug, VENDORS } from './vendors.ts';

export interface GameSeed {
  nodeId: number;
  gameId: string;
  gameName: string;
  /** Bengali display name (nodeName) */
  nodeName: string;
  vendor: string;
  gameType: string;
  gameCategory: string;
  gameClassify: string | null;
  isNew: boolean;
  /** position in the hot list, null when not hot */
  hotRank: number | null;
  minBet: number;
  roomId: string | null;
  iconUrl: string;
  supportPlay: string;
}

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mega',
  'Royal',
  'Wild',
  'Dragon',
  'Fortune',
  'Super',
  'Magic',
  'Diamond',
  'Crazy',
  'Jungle',
  'Bengal',
  'Ocean',
  'Fire',
  'Thunder',
  'Mystic',
  'Neon',
];
const NOUNS = [
  'Tiger',
  'Ways',
  'Empire',
  'Treasure',
  'Fruits',
  'Gems',
  'Riches',
  'Queen',
  'King',
  'Panda',
  'Phoenix',
  'Buffalo',
  'Lotus',
  'Elephant',
  'Cobra',
  'Rickshaw',
  'Mango',
  'Monsoon',
];
const ADJ_BN: Record<string, string> = {
  Golden: 'সোনালি',
  Lucky: 'লাকি',
  Mega: 'মেগা',
  Royal: 'রাজকীয়',
  Wild: 'ওয়াইল্ড',
  Dragon: 'ড্রাগন',
  Fortune: 'ভাগ্য',
  Super: 'সুপার',
  Magic: 'জাদুর',
  Diamond: 'হীরা',
  Crazy: 'ক্রেজি',
  Jungle: 'জঙ্গল',
  Bengal: 'বেঙ্গল',
  Ocean: 'সাগর',
  Fire: 'আগুন',
  Thunder: 'বজ্র',
  Mystic: 'রহস্য',
  Neon: 'নিয়ন',
};
const NOUN_BN: Record<string, string> = {
  Tiger: 'বাঘ',
  Ways: 'ওয়েজ',
  Empire: 'সাম্রাজ্য',
  Treasure: 'গুপ্তধন',
  Fruits: 'ফল',
  Gems: 'রত্ন',
  Riches: 'সম্পদ',
  Queen: 'রানি',
  King: 'রাজা',
  Panda: 'পান্ডা',
  Phoenix: 'ফিনিক্স',
  Buffalo: 'মহিষ',
  Lotus: 'পদ্ম',
  Elephant: 'হাতি',
  Cobra: 'গোখরা',
  Rickshaw: 'রিকশা',
  Mango: 'আম',
  Monsoon: 'বর্ষা',
};

function slotName(vendorIndex: number, n: number): { en: string; bn: string } {
  const adjective = ADJECTIVES[(n * 7 + vendorIndex * 3) % ADJECTIVES.length]!;
  const noun = NOUNS[(n * 5 + vendorIndex) % NOUNS.length]!;
  const suffix = n >= ADJECTIVES.length ? ` ${Math.floor(n / ADJECTIVES.length) + 1}` : '';
  return { en: `${adjective} ${noun}${suffix}`, bn: `${ADJ_BN[adjective]} ${NOUN_BN[noun]}${suffix}` };
}

interface Batch {
  vendor: string;
  gameType: string;
  gameCategory: string;
  count: number;
  names?: (n: number) => { en: string; bn: string };
  room?: boolean;
}

const FISH = [
  'Fishing King',
  'Ocean Hunter',
  'Mega Fishing',
  'Dragon Fishing',
  'Bombing Fishing',
  'Jackpot Fishing',
  'Royal Fishing',
  'Happy Fishing',
];
const PVP = [
  'Teen Patti',
  'Andar Bahar',
  'Rummy',
  'Dragon Tiger',
  'Sic Bo',
  'Blackjack',
  'Poker King',
  'Ludo Quick',
  'Callbreak',
  'Jhandi Munda',
  '7 Up 7 Down',
  'Thai Hi-Lo',
  'Fish Prawn Crab',
  'Bola Tangkas',
  'Card Matka',
];
const LIVE = [
  'Speed Baccarat',
  'Lightning Roulette',
  'Crazy Time',
  'Dragon Tiger Live',
  'Teen Patti Live',
  'Andar Bahar Live',
  'Mega Ball',
  'Sic Bo Live',
  'Auto Roulette',
  'Monopoly Live',
  'No Commission Baccarat',
  'Football Studio',
];
const IN_HOUSE = [
  'Aviator Bangla',
  'Mines',
  'Plinko',
  'Dice',
  'Limbo',
  'Hi-Lo',
  'Keno',
  'Tower',
  'Crash X',
  'Goal',
  'Coin Flip',
  'Wheel',
  'Hilo Rush',
  'Double',
];
const SPORTS: Record<string, string[]> = {
  SABA: ['SABA Sportsbook', 'SABA Cricket', 'SABA Virtual'],
  BTI: ['BTi Sportsbook', 'BTi Cricket', 'BTi Football'],
  TF: ['TF Esports', 'Dota 2', 'League of Legends', 'Counter-Strike'],
  SV3: ['SV388 Arena', 'SV388 Live', 'SV388 Derby'],
  DS88: ['DS88 Sabong', 'DS88 Arena', 'DS88 Classic'],
};
const CITIES = ['Dhaka', 'Chattogram', 'Khulna', 'Sylhet', 'Rajshahi', 'Hanoi', 'Ho Chi Minh', 'Da Nang', 'Bangkok', 'Kuala Lumpur'];
const SPEEDS = ['1 min', '3 min', '5 min', 'VIP', 'Daily'];
const CITY_BN: Record<string, string> = {
  Dhaka: 'ঢাকা',
  Chattogram: 'চট্টগ্রাম',
  Khulna: 'খুলনা',
  Sylhet: 'সিলেট',
  Rajshahi: 'রাজশাহী',
  Hanoi: 'হ্যানয়',
  'Ho Chi Minh': 'হো চি মিন',
  'Da Nang': 'দা নাং',
  Bangkok: 'ব্যাংকক',
  'Kuala Lumpur': 'কুয়ালালামপুর',
};
const lotteryName = (offset: number) => (n: number) => {
  const city = CITIES[(n + offset) % CITIES.length]!;
  const speed = SPEEDS[Math.floor(n / 2) % SPEEDS.length]!;
  return { en: `${city} ${speed}`, bn: `${CITY_BN[city]} ${speed.replace('min', 'মিনিট').replace('Daily', 'দৈনিক')}` };
};
const listName = (list: string[]) => (n: number) => ({ en: list[n % list.length]!, bn: list[n % list.length]! });

const BATCHES: Batch[] = [
  { vendor: 'PG', gameType: 'RNG', gameCategory: 'RNG', count: 35 },
  { vendor: 'JILI', gameType: 'RNG', gameCategory: 'RNG', count: 30 },
  { vendor: 'PP', gameType: 'RNG', gameCategory: 'RNG', count: 30 },
  { vendor: 'FC', gameType: 'RNG', gameCategory: 'RNG', count: 20 },
  { vendor: 'JDB', gameType: 'RNG', gameCategory: 'RNG', count: 20 },
  { vendor: 'CQ9', gameType: 'RNG', gameCategory: 'RNG', count: 20 },
  // In-house games are slots of the platform's own studios: the RNG list restricted to them is INHOUSE.
  { vendor: 'KHELA', gameType: 'RNG', gameCategory: 'INHOUSE', count: 8, names: listName(IN_HOUSE) },
  { vendor: 'KHELA_MINI', gameType: 'RNG', gameCategory: 'INHOUSE', count: 6, names: (n) => listName(IN_HOUSE)(n + 8) },
  { vendor: 'JILI', gameType: 'FISH', gameCategory: 'FISH', count: 6, names: listName(FISH) },
  { vendor: 'FC', gameType: 'FISH', gameCategory: 'FISH', count: 5, names: (n) => listName(FISH)(n + 2) },
  { vendor: 'JDB', gameType: 'FISH', gameCategory: 'FISH', count: 5, names: (n) => listName(FISH)(n + 4) },
  { vendor: 'CQ9', gameType: 'FISH', gameCategory: 'FISH', count: 4, names: (n) => listName(FISH)(n + 6) },
  { vendor: 'KM', gameType: 'PVP', gameCategory: 'PVP', count: 15, names: listName(PVP) },
  { vendor: 'V8', gameType: 'PVP', gameCategory: 'PVP', count: 15, names: (n) => listName(PVP)(n + 5) },
  { vendor: 'EVO', gameType: 'LIVE', gameCategory: 'LIVE', count: 12, names: listName(LIVE), room: true },
  { vendor: 'SEXY', gameType: 'LIVE', gameCategory: 'LIVE', count: 10, names: (n) => listName(LIVE)(n + 3), room: true },
  { vendor: 'DG', gameType: 'LIVE', gameCategory: 'LIVE', count: 8, names: (n) => listName(LIVE)(n + 6), room: true },
  { vendor: 'SABA', gameType: 'SPORTS', gameCategory: 'SPORTS', count: 3, names: listName(SPORTS.SABA!), room: true },
  { vendor: 'BTI', gameType: 'SPORTS', gameCategory: 'SPORTS', count: 3, names: listName(SPORTS.BTI!), room: true },
  { vendor: 'TF', gameType: 'SPORTS', gameCategory: 'ESPORTS', count: 4, names: listName(SPORTS.TF!), room: true },
  { vendor: 'SV3', gameType: 'SPORTS', gameCategory: 'COCKFIGHT', count: 3, names: listName(SPORTS.SV3!), room: true },
  { vendor: 'DS88', gameType: 'SPORTS', gameCategory: 'COCKFIGHT', count: 3, names: listName(SPORTS.DS88!), room: true },
  { vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCategory: 'LOTT', count: 20, names: lotteryName(0) },
  { vendor: 'TCG_SEA', gameType: 'ELOTT', gameCategory: 'ELOTT', count: 20, names: lotteryName(5) },
];

/**
 * One game's icon points at an image host that answers 404, so the client's "a vendor icon that fails
 * to load is hidden" (spec section 8) can be seen and tested.
 */
const BROKEN_ICON_GAME_ID = 'cq9-020';

/** The seeded catalogue: deterministic, so node ids and names are stable across restarts and machines. */
export function buildGameCatalogue(): GameSeed[] {
  const games: GameSeed[] = [];
  let nodeId = 10001;
  BATCHES.forEach((batch, batchIndex) => {
    const vendorIndex = VENDORS.findIndex((v) => v.code === batch.vendor);
    const classes = CLASSES[batch.gameType] ?? [];
    for (let n = 0; n < batch.count; n++) {
      const name = batch.names ? batch.names(n) : slotName(vendorIndex, n);
      const number = String(n + 1).padStart(3, '0');
      // Slots keep the short form (pg-001); other types name theirs (jili-fish-001, evo-live-001).
      const id = batch.gameType === 'RNG' ? `${slug(batch.vendor)}-${number}` : `${slug(batch.vendor)}-${slug(batch.gameType)}-${number}`;
      const isSlot = batch.gameType === 'RNG';
      games.push({
        nodeId: nodeId++,
        gameId: id,
        gameName: name.en,
        nodeName: name.bn,
        vendor: batch.vendor,
        gameType: batch.gameType,
        gameCategory: batch.gameCategory,
        gameClassify: classes.length ? classes[(n + batchIndex) % classes.length]!.code : null,
        isNew: isSlot && n % 6 === 1,
        hotRank: null,
        minBet: isSlot ? MIN_BETS[(n + batchIndex) % MIN_BETS.length]! : batch.gameType === 'LIVE' ? 10 : 1,
        roomId: batch.room ? `${batch.vendor}-R${String(n + 1).padStart(2, '0')}` : null,
        iconUrl: id === BROKEN_ICON_GAME_ID ? '/assets/img/missing/cq9-020.svg' : `/assets/img/game/${id}.svg`,
        supportPlay: batch.gameType === 'LOTT' || batch.gameType === 'ELOTT' ? 'Tradition,Entertainment' : 'Tradition',
      });
    }
  });
  // Every seventh game is hot, ranked in catalogue order across the types, so every type has some.
  let rank = 1;
  games.forEach((game, index) => {
    if (index % 7 === 3) game.hotRank = rank++;
  });
  return games;
}
