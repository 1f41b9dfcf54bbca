// The decorative counters of the jackpot block (spec section 9): not real pools, only numbers that grow.
// Each counts in whole units of its smallest step, so a tick is integer arithmetic and never drifts.

/** A counter's range and its step per tick, all in the counter's unit (taka for the jackpot, poisha for the pool). */
export interface CounterRange {
  min: number;
  max: number;
  stepMin: number;
  stepMax: number;
}

/** The jackpot: 1,200,000,000 to 1,300,000,000, 10 to 50 more a tick. */
export const JACKPOT: CounterRange = { min: 1_200_000_000, max: 1_300_000_000, stepMin: 10, stepMax: 50 };
export const JACKPOT_MIN = JACKPOT.min;
export const JACKPOT_MAX = JACKPOT.max;

/** The second banner counter, in poisha: about 787,756,899.13 to 787,757,899.13, 0.10 to 0.50 more a tick. */
export const PRIZE_POOL: CounterRange = { min: 78_775_689_913, max: 78_775_789_913, stepMin: 10, stepMax: 50 };

const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

const randomInt = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min + 1));

/** A random start between the minimum and the maximum. */
export const counterStart = (range: CounterRange, random: () => number = Math.random) => randomInt(range.min, range.max, random);

/** One tick: a step more; past the maximum it wraps back to the minimum. */
export function counterStep(range: CounterRange, value: number, random: () => number = Math.random): number {
  const next = value + randomInt(range.stepMin, range.stepMax, random);
  return next > range.max ? range.min + (next - range.max - 1) : next;
}

export const jackpotStart = (random: () => number = Math.random) => counterStart(JACKPOT, random);
export const jackpotStep = (value: number, random: () => number = Math.random) => counterStep(JACKPOT, value, random);

/** The wait before the next tick: 3, 4 or 5 seconds. */
export const jackpotDelay = (random: () => number = Math.random) => JACKPOT_DELAYS_MS[randomInt(0, JACKPOT_DELAYS_MS.length - 1, random)]!;
