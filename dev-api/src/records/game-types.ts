import type { Language } from '../http/language.ts';

/**
 * The game types of bet records and rebates: the lobby's panel categories (spec section 2), so e-sports,
 * cockfighting and in-house games are their own types, as the player knows them. Each has the rebate
 * rate a member earns on valid bets, in basis points (100 = 1%).
 */
export const GAME_TYPES = {
  SPORTS: { rebateBp: 80, bn: 'স্পোর্টস', en: 'Sports' },
  ESPORTS: { rebateBp: 80, bn: 'ই-স্পোর্টস', en: 'E-sports' },
  COCKFIGHT: { rebateBp: 50, bn: 'মোরগ লড়াই', en: 'Cockfighting' },
  LIVE: { rebateBp: 60, bn: 'লাইভ ক্যাসিনো', en: 'Live casino' },
  FISH: { rebateBp: 100, bn: 'মাছ ধরা', en: 'Fishing' },
  RNG: { rebateBp: 100, bn: 'স্লট', en: 'Slots' },
  INHOUSE: { rebateBp: 120, bn: 'নিজস্ব গেম', en: 'In-house games' },
  PVP: { rebateBp: 50, bn: 'তাসের খেলা', en: 'Card games' },
  LOTT: { rebateBp: 30, bn: 'লটারি', en: 'Lottery' },
  ELOTT: { rebateBp: 30, bn: 'ই-লটারি', en: 'E-lottery' },
} as const;

export type GameType = keyof typeof GAME_TYPES;
export const GAME_TYPE_CODES = Object.keys(GAME_TYPES) as GameType[];

const isGameType = (value: string): value is GameType => Object.hasOwn(GAME_TYPES, value);

export const gameTypeName = (type: string, language: Language) =>
  isGameType(type) ? (language === 'EN' ? GAME_TYPES[type].en : GAME_TYPES[type].bn) : type;

/** The rebate a valid bet earns, in whole paisa (rounded down, so a sum of rebates is never more than its rate). */
export const rebateOf = (validBetPaisa: number, type: GameType) => Math.floor((validBetPaisa * GAME_TYPES[type].rebateBp) / 10_000);

/** A rate in basis points as the percentage the client shows (80 -> 0.8). */
export const percentOf = (bp: number) => bp / 100;
