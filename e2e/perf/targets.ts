// The first-screen issue's targets (issue 12) and the pages they apply to, with what marks each page's content.
export const FIRST_SCREEN_TARGETS = { cls: 0.02, lcpMs: 2500, lighthouse: 90, contentWaves: 3, lcpWaves: 4 } as const;

export const PERF_PAGES = [
  { path: '/m/home', ready: '[data-remote-page="mf-lobby"] img' },
  { path: '/m/gameList', ready: '[data-remote-page="mf-lobby"] img' },
  { path: '/m/login', ready: '[data-remote-page="mf-auth"] input' },
] as const;

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return (s.length % 2 ? s[mid] : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2) ?? Number.NaN;
}
