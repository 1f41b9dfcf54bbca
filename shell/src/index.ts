// The async boundary lets the federation runtime set up the shared singletons before any of them runs.
// When the page's HTML draws the first screen's largest image (the home's banner, the game list's first tiles:
// scripts/lib/first-frame.ts), the app's start (a long task on a slow phone) waits until that image is on
// screen: its scripts keep downloading meanwhile.
declare global {
  interface Window {
    __wlFirstPaint?: Promise<void>;
  }
}

void (window.__wlFirstPaint ?? Promise.resolve()).then(() => import('./bootstrap.tsx'));

export {};
