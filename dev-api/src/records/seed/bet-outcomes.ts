import type { GameType } from '../game-types.ts';
import type { Prng } from '../prng.ts';

export interface Outcome {
  /** What the vendor paid back, stake included (0 for a lost bet). */
  winPaisa: number;
  /** Turnover that counts for rebates and commissions: 0 for a push (the stake came back). */
  validBetPaisa: number;
}

// Each family of games pays like the real thing, with the house keeping 3-8% over many bets, so the
// seeded team loses a believable amount and an agent's dividend has something to share.
const SLOT_MULTIPLIERS: [number, number][] = [
  [0.5, 35],
  [1.5, 30],
  [3, 20],
  [8, 10],
  [25, 5],
];

export function outcome(random: Prng, type: GameType, stakePaisa: number): Outcome {
  const pays = (multiplier: number) => ({ winPaisa: Math.round(stakePaisa * multiplier), validBetPaisa: stakePaisa });
  const lost = { winPaisa: 0, validBetPaisa: stakePaisa };
  const push = { winPaisa: stakePaisa, validBetPaisa: 0 };
  switch (type) {
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return random.chance(0.47) ? pays(random.pick([1.85, 1.9, 1.95, 2.05])) : lost;
    case 'LIVE':
      if (random.chance(0.03)) return push;
      return random.chance(0.48) ? pays(2) : lost;
    case 'PVP':
      if (random.chance(0.02)) return push;
      return random.chance(0.46) ? pays(1.95) : lost;
    case 'LOTT':
    case 'ELOTT':
      return random.chance(0.1) ? pays(9.3) : lost;
    default:
      // slots, fishing and in-house games: frequent small returns, rare big ones
      return random.chance(0.29) ? pays(random.weighted(SLOT_MULTIPLIERS)) : lost;
  }
}

/** Sports books settle when the match ends; everything else within a minute. */
export const settleDelayMs = (random: Prng, type: GameType) =>
  type === 'SPORTS' || type === 'ESPORTS' || type === 'COCKFIGHT' ? random.int(60, 180) * 60_000 : random.int(5, 90) * 1000;
