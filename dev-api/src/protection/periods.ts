import { dhakaDayStart } from '../cashier/dates.ts';

// Limits count in the platform's zone, Asia/Dhaka (UTC+6 all year, no daylight saving): the day from 00:00,
// the week from Monday 00:00, the month from the 1st 00:00 (decision 033).
const DAY = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET = 6 * 60 * 60 * 1000;

export { LIMIT_PERIODS, type LimitPeriod } from '@wl/platform-contract';
import type { LimitPeriod } from '@wl/platform-contract';

export interface Window {
  start: number;
  /** the first instant of the next period: when the room comes back */
  resetsAt: number;
}

export function periodWindow(period: LimitPeriod, now: number): Window {
  const day = dhakaDayStart(now);
  if (period === 'daily') return { start: day, resetsAt: day + DAY };
  if (period === 'weekly') {
    // 1970-01-01 was a Thursday: (days + 3) % 7 counts days since Monday
    const days = Math.round((day + DHAKA_OFFSET) / DAY);
    const start = day - ((days + 3) % 7) * DAY;
    return { start, resetsAt: start + 7 * DAY };
  }
  const local = new Date(now + DHAKA_OFFSET);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - DHAKA_OFFSET;
  const resetsAt = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - DHAKA_OFFSET;
  return { start, resetsAt };
}
