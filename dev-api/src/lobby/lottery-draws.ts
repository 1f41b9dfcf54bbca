// Lottery draws are computed, not stored: a game draws every interval, and the numbers of a slot follow
// from the game and the slot, so "opened games" are always current on a long-running dev server.

const MINUTE = 60 * 1000;

/** A small deterministic generator, the same on every machine. */
function drawNumbers(seed: number, count: number, min: number, max: number): number[] {
  let state = seed % 2147483648;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(min + (Math.floor(state / 65536) % (max - min + 1)));
  }
  return out;
}

/** Draw interval in minutes from the game's name ("Dhaka 3 min", "Hanoi VIP", "Sylhet Daily"). */
function drawIntervalMinutes(gameName: string): number {
  const minutes = /(\d+) min/.exec(gameName);
  if (minutes) return Number(minutes[1]);
  return /Daily/.test(gameName) ? 24 * 60 : 10;
}

/** The issue number of the draw at a time: UTC date and the slot's minute of the day. */
export function issueFor(drawTime: number): string {
  const d = new Date(drawTime);
  const day = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `${day}-${String(d.getUTCHours() * 60 + d.getUTCMinutes()).padStart(4, '0')}`;
}

/** LOTT (the VN lottery) draws five digits, ELOTT three dice. */
const drawShape = (gameType: string) => (gameType === 'LOTT' ? { count: 5, min: 0, max: 9 } : { count: 3, min: 1, max: 6 });

export interface Draw {
  issue: string;
  numbers: number[];
  drawTime: number;
}

/** The last `count` draws of a game before `now`, newest first, and when the next one falls. */
export function recentDraws(
  game: { node_id: number; game_name: string; game_type: string },
  now: number,
  count: number,
): { draws: Draw[]; nextDrawTime: number } {
  const interval = drawIntervalMinutes(game.game_name) * MINUTE;
  const last = Math.floor(now / interval) * interval;
  const shape = drawShape(game.game_type);
  const draws = Array.from({ length: count }, (_, k) => {
    const time = last - k * interval;
    return {
      issue: issueFor(time),
      numbers: drawNumbers(game.node_id * 7919 + time / MINUTE, shape.count, shape.min, shape.max),
      drawTime: time,
    };
  });
  return { draws, nextDrawTime: last + interval };
}
