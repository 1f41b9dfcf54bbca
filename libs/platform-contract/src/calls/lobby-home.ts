import * as v from 'valibot';
import { defineCall, relay } from '../call.ts';
import { isoTime, money, nullableText } from './shapes.ts';

// The lobby's home (dev-api/CONTRACT.md section 7): banners, hot matches, the winners board and the login
// pop-ups. Its notices are announcements.ts's, its agent prompts contract-requests.ts's. A guest's first
// load runs these schemas: keep them to what the home reads.

export const banner = v.object({ id: v.number(), groupName: v.string(), url: v.string(), title: v.string(), link: nullableText });

/** Decimal odds of a match's outcomes; no draw in a sport without one. */
export const matchOdds = v.object({ home: v.number(), draw: v.nullable(v.number()), away: v.number() });

export const hotMatch = v.object({
  id: v.optional(v.number()),
  matchTime: isoTime,
  league: v.string(),
  homeTeam: v.string(),
  awayTeam: v.string(),
  homeTeamImageUrl: v.string(),
  awayTeamImageUrl: v.string(),
  vendor: v.string(),
  roomId: v.string(),
  nodeId: v.number(),
  /** where the platform gives them */
  odds: v.optional(v.nullable(matchOdds)),
});

export const winner = v.object({ iconUrl: v.string(), gameName: v.string(), customerName: v.string(), winAmount: money });

export const loginPopup = v.object({
  id: v.number(),
  /** A: shown to members, B: to guests */
  execution: v.picklist(['A', 'B']),
  title: v.string(),
  content: v.string(),
  imageUrl: nullableText,
});

export const bannersCall = defineCall({
  name: 'MCSFE_getBanners',
  method: 'GET',
  path: relay('MCSFE_getBanners'),
  query: v.object({ groupName: v.string() }),
  value: v.array(banner),
});

export const hotMatchesCall = defineCall({
  name: 'GCSGAME_hotMatches',
  method: 'GET',
  path: relay('GCSGAME_hotMatches'),
  value: v.array(hotMatch),
});

export const winnersCall = defineCall({
  name: 'GCSGAME_rank',
  method: 'GET',
  path: relay('GCSGAME_rank'),
  /** gameCategory ALL or a game type; limitNum 20 */
  query: v.object({ gameCategory: v.string(), language: v.string(), limitNum: v.number() }),
  value: v.object({ list: v.array(v.object({ vo: winner })) }),
});

export const loginPopupsCall = defineCall({
  name: 'MCSFE_getLoginPopups',
  method: 'GET',
  path: relay('MCSFE_getLoginPopups'),
  query: v.object({ execution: v.picklist(['A', 'B']) }),
  value: v.array(loginPopup),
});

export const lobbyHomeCalls = {
  banners: bannersCall,
  hotMatches: hotMatchesCall,
  winners: winnersCall,
  loginPopups: loginPopupsCall,
};

export type Banner = v.InferOutput<typeof banner>;
export type MatchOdds = v.InferOutput<typeof matchOdds>;
export type HotMatch = v.InferOutput<typeof hotMatch>;
export type Winner = v.InferOutput<typeof winner>;
export type LoginPopup = v.InferOutput<typeof loginPopup>;
