// The async boundary lets the federation runtime set up the shared singletons before any of them runs.
// When the page's HTML draws the first screen's largest image (the home's banner, the game list's first tiles:
// server/src/page/first-frame.ts), the app's start (a long task on a slow phone) waits until that image is on
// screen: its scripts keep downloading meanwhile.
declare global {
  interface Window {
    __wlFirstPaint?: Promise<void>;
  }
}

// Without a frame the app's modules are asked for in a task of their own: the federation runtime's start
// (this script) and the resolution of the app's shared modules are each a long task on a slow phone, and
// apart neither holds a tap as long.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
// The shared kit's modules are evaluated in a task of their own, and the app's (React's DOM, the shell's) in the next:
// as one, they were the longest task of home's start on a slow phone (80-130 ms at CPU 4x).
const start = () => import('@wl/kit').then(nextTask).then(() => import('./bootstrap.tsx'));
void (window.__wlFirstPaint ?? nextTask()).then(start);

export {};
