// The decorative jackpot counter (spec section 9): it is not a real pool, only a number that grows.
export const JACKPOT_MIN = 1_200_000_000;
export const JACKPOT_MAX = 1_300_000_000;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

const randomInt = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min + 1));

/** A random start between the minimum and the maximum. */
export const jackpotStart = (random: () => number = Math.random) => randomInt(JACKPOT_MIN, JACKPOT_MAX, random);

/** One tick: 10 to 50 more; past the maximum it wraps back to the minimum. */
export function jackpotStep(value: number, random: () => number = Math.random): number {
  const next = value + randomInt(10, 50, random);
  return next > JACKPOT_MAX ? JACKPOT_MIN + (next - JACKPOT_MAX - 1) : next;
}

/** The wait before the next tick: 3, 4 or 5 seconds. */
export const jackpotDelay = (random: () => number = Math.random) => JACKPOT_DELAYS_MS[randomInt(0, JACKPOT_DELAYS_MS.length - 1, random)]!;
