// The platform's zone (decision 027): every "today", greeting, range and displayed time is the platform's wall
// time, never the phone's. Asia/Dhaka unless the whitelabel's runtime file names another zone. The zone's arithmetic is
// @wl/plain's (decision 072), given the runtime file's zone here.
import { useConfigStore } from '../config/runtime-config.ts';
import { serverNow } from '../http/server-clock.ts';
import { PLATFORM_TIME_ZONE, instantOf as instantIn, type WallTime, wallTimeAt as wallTimeIn } from '@wl/plain/format';

export { PLATFORM_TIME_ZONE };
export type { WallTime };

export const platformZone = (): string => useConfigStore.getState().config?.timeZone || PLATFORM_TIME_ZONE;

/** The wall time of an instant (epoch ms) in a zone, the platform's unless named. */
export const wallTimeAt = (instant: number, zone: string = platformZone()): WallTime => wallTimeIn(instant, zone);

/** The instant at which a zone's clocks (the platform's unless named) read a wall time. */
export const instantOf = (wall: WallTime, zone: string = platformZone()): number => instantIn(wall, zone);

/** The platform's wall time now, on the platform's clock. */
export const platformTime = (at: number = serverNow()): WallTime => wallTimeAt(at);

const pad = (n: number) => String(n).padStart(2, '0');

/** The platform's calendar day as the platform's calls take it: YYYY-MM-DD. */
export function platformToday(at: number = serverNow()): string {
  const { year, month, day } = wallTimeAt(at);
  return `${year}-${pad(month)}-${pad(day)}`;
}
