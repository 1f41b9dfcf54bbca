// The platform's clock as the phone can know it (decision 027). Many phones are minutes or hours off (set by hand,
// or in the wrong zone), so whatever must agree with the platform (the encrypted login's timestamp, a payment
// window's countdown, "today" in the platform's zone) counts on the platform's time: the phone's clock plus the
// offset the latest answer showed. Every answer's Date header teaches it (1 s resolution); a reply's own creation
// time (a deposit's createdAt) teaches it to the millisecond.

let offsetMs = 0;

/**
 * Remembers the platform's time as an answer just received reports it (an HTTP date or an ISO time). A cache's
 * answer keeps the origin's Date and says how old it is in Age (seconds): the time now is Date plus Age.
 */
export function noteServerTime(
  serverTime: string | null | undefined,
  receivedAt: number = Date.now(),
  ageSeconds?: string | number | null,
): void {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(server)) return;
  const age = Number(ageSeconds ?? 0);
  offsetMs = server + (Number.isFinite(age) && age > 0 ? age * 1000 : 0) - receivedAt;
}

/** The platform's time now, as best known; the phone's own until an answer has been seen. */
export const serverNow = (localNow: number = Date.now()): number => localNow + offsetMs;

/** For tests. */
export function resetServerClock(): void {
  offsetMs = 0;
}
