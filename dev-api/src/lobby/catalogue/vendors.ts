/**
 * The vendor catalogue. `category` is where the platform's sorting lists the vendor; the client derives
 * ESPORTS (TF), COCKFIGHT (SV3, DS88) and INHOUSE (inHouse vendors) from it (spec section 2).
 */
export interface VendorSeed {
  code: string;
  name: string;
  /** the platform sorting category the vendor is listed under */
  category: 'SPORTS' | 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'LOTT' | 'ELOTT';
  inHouse: boolean;
  /** shown as a vendor tile that opens the vendor's lobby (sports books, lotteries) */
  lobby: boolean;
}

export const VENDORS: VendorSeed[] = [
  { code: 'SABA', name: 'SABA Sports', category: 'SPORTS', inHouse: false, lobby: true },
  { code: 'BTI', name: 'BTi Sports', category: 'SPORTS', inHouse: false, lobby: true },
  { code: 'TF', name: 'TF Gaming', category: 'SPORTS', inHouse: false, lobby: true },
  { code: 'SV3', name: 'SV388', category: 'SPORTS', inHouse: false, lobby: true },
  { code: 'DS88', name: 'DS88 Sabong', category: 'SPORTS', inHouse: false, lobby: true },
  { code: 'EVO', name: 'Evolution', category: 'LIVE', inHouse: false, lobby: false },
  { code: 'SEXY', name: 'AE Sexy', category: 'LIVE', inHouse: false, lobby: false },
  { code: 'DG', name: 'Dream Gaming', category: 'LIVE', inHouse: false, lobby: false },
  { code: 'PG', name: 'PG Soft', category: 'RNG', inHouse: false, lobby: false },
  { code: 'JILI', name: 'JILI', category: 'RNG', inHouse: false, lobby: false },
  { code: 'PP', name: 'Pragmatic Play', category: 'RNG', inHouse: false, lobby: false },
  { code: 'FC', name: 'Fa Chai', category: 'RNG', inHouse: false, lobby: false },
  { code: 'JDB', name: 'JDB', category: 'RNG', inHouse: false, lobby: false },
  { code: 'CQ9', name: 'CQ9', category: 'RNG', inHouse: false, lobby: false },
  { code: 'KHELA', name: 'Khela Originals', category: 'RNG', inHouse: true, lobby: false },
  { code: 'KHELA_MINI', name: 'Khela Mini', category: 'RNG', inHouse: true, lobby: false },
  { code: 'KM', name: 'Kingmaker', category: 'PVP', inHouse: false, lobby: false },
  { code: 'V8', name: 'V8 Poker', category: 'PVP', inHouse: false, lobby: false },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', category: 'LOTT', inHouse: false, lobby: true },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', category: 'ELOTT', inHouse: false, lobby: true },
];

/** The order of the platform's sorting list; RECENT is sent too (the client shows it as RNG). */
export const SORTING_ORDER = ['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'RECENT'] as const;

/** Asset names are lowercase letters, digits and dashes (CONTRACT.md, assets). */
export const slug = (code: string) => code.toLowerCase().replace(/_/g, '-');
export const vendorIcon = (code: string) => `/assets/img/icon/vendor-${slug(code)}.svg`;

/** Vendor classes of the classification menu, per game type. */
export const CLASSES: Record<string, { code: string; bn: string; en: string }[]> = {
  RNG: [
    { code: 'MEGAWAYS', bn: 'মেগাওয়েজ', en: 'Megaways' },
    { code: 'JACKPOT', bn: 'জ্যাকপট', en: 'Jackpot' },
    { code: 'CLASSIC', bn: 'ক্লাসিক', en: 'Classic' },
    { code: 'BUY_BONUS', bn: 'বোনাস কিনুন', en: 'Buy bonus' },
  ],
  PVP: [
    { code: 'CARD', bn: 'তাস', en: 'Cards' },
    { code: 'TABLE', bn: 'টেবিল', en: 'Table' },
  ],
  LIVE: [
    { code: 'BACCARAT', bn: 'ব্যাকারাট', en: 'Baccarat' },
    { code: 'ROULETTE', bn: 'রুলেট', en: 'Roulette' },
    { code: 'GAME_SHOW', bn: 'গেম শো', en: 'Game show' },
  ],
};

/** Minimum-bet values of slot games (spec section 2: the filter options). */
export const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;
