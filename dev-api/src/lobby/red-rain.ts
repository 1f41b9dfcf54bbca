// Red envelope rain: three sessions a day, at 12:00, 20:00 and 22:00 Bangladesh time (UTC+6), ten minutes
// each. Computed from the clock, so a long-running dev server always has one ahead.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BANGLADESH_OFFSET = 6 * HOUR;
export const RED_RAIN_HOURS = [12, 20, 22];
export const RED_RAIN_MINUTES = 10;
export const RED_RAIN_MAX_TAKA = 88;

export interface RainSession {
  start: number;
  end: number;
}

/** The session running at `now` (or null) and the next one to start. */
export function rainSessions(now: number): { current: RainSession | null; next: RainSession } {
  const localMidnight = Math.floor((now + BANGLADESH_OFFSET) / DAY) * DAY - BANGLADESH_OFFSET;
  const sessions = [-1, 0, 1].flatMap((day) =>
    RED_RAIN_HOURS.map((hour) => {
      const start = localMidnight + day * DAY + hour * HOUR;
      return { start, end: start + RED_RAIN_MINUTES * MINUTE };
    }),
  );
  const current = sessions.find((s) => s.start <= now && now < s.end) ?? null;
  const next = sessions.find((s) => s.start > now)!;
  return { current, next };
}

/** What a member's envelope holds in a session: 1 to 88 taka, with paisa, the same on every try. */
export function envelopeAmountPaisa(memberId: number, sessionStart: number): number {
  const seed = (memberId * 2654435761 + Math.floor(sessionStart / MINUTE)) % 2147483647;
  return 100 + (seed % (RED_RAIN_MAX_TAKA * 100 - 100));
}
