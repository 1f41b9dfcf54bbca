// The platform's zone (decision 027): every "today", greeting, range and displayed time is the platform's wall
// time, never the phone's. Asia/Dhaka unless the whitelabel's runtime file names another zone.
import { useConfigStore } from '../config/runtime-config.ts';
import { serverNow } from '../http/server-clock.ts';
import { PLATFORM_TIME_ZONE } from '@wl/plain/calls';

export { PLATFORM_TIME_ZONE };

/** A moment as a clock on the wall of the platform's zone reads it; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export const platformZone = (): string => useConfigStore.getState().config?.timeZone || PLATFORM_TIME_ZONE;

// Made on first use and kept per zone: the first Intl formatter of a page loads locale data, a long task of its
// own on a slow phone (decision 016), which a start with no date on screen skips.
const readers = new Map<string, Intl.DateTimeFormat>();
function reader(zone: string): Intl.DateTimeFormat {
  let r = readers.get(zone);
  if (!r) {
    try {
      r = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // a zone the runtime file misspelt: the platform's own
      r = reader(PLATFORM_TIME_ZONE);
    }
    readers.set(zone, r);
  }
  return r;
}

/** The wall time of an instant (epoch ms) in a zone. */
export function wallTimeAt(instant: number, zone: string = platformZone()): WallTime {
  const parts = reader(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

const DAY_MS = 86_400_000;
/** How far a zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, zone: string): number {
  const w = wallTimeAt(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the zone's clocks read a wall time. The offset is the one in force at that instant, which is
 * not the one at the wall time read as UTC near a daylight-saving change: each offset of the day before and the day
 * after is tried (a zone changes at most once in two days). A wall time read twice (clocks set back) is its first
 * reading; one the clocks skip (set forward) is read with the offset before the change, so later by the gap: as
 * JavaScript's own Date and Temporal's "compatible" take them.
 */
export function instantOf(wall: WallTime, zone: string = platformZone()): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = asUtc - offsetAt(asUtc - DAY_MS, zone);
  const after = asUtc - offsetAt(asUtc + DAY_MS, zone);
  const reads = (instant: number) => instant + offsetAt(instant, zone) === asUtc;
  if (reads(before) && reads(after)) return Math.min(before, after);
  if (reads(after)) return after;
  return before;
}

/** The platform's wall time now, on the platform's clock. */
export const platformTime = (at: number = serverNow()): WallTime => wallTimeAt(at);

const pad = (n: number) => String(n).padStart(2, '0');

/** The platform's calendar day as the platform's calls take it: YYYY-MM-DD. */
export function platformToday(at: number = serverNow()): string {
  const { year, month, day } = wallTimeAt(at);
  return `${year}-${pad(month)}-${pad(day)}`;
}
