// The payment window is the platform's: its expiry time, counted on the platform's clock. A phone's clock
// may be minutes off, so the difference seen on a fresh request (its createdAt is the platform's "now")
// is remembered and applied to every countdown of this page.

let offsetMs = 0;

/** Remember the platform's time as a reply that was just created reports it. */
export function noteServerTime(serverIso: string, receivedAt: number = Date.now()): void {
  const server = Date.parse(serverIso);
  if (Number.isFinite(server)) offsetMs = server - receivedAt;
}

/** The platform's time now, as best known. */
export const serverNow = (localNow: number = Date.now()): number => localNow + offsetMs;

/** For tests. */
export function resetServerClock(): void {
  offsetMs = 0;
}
