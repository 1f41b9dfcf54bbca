/**
 * The home's first banner is its largest paint: code that the first screen can do without (the carousels'
 * swiper) waits until that image has loaded, so that it does not share a slow line with it. The page
 * calls `heroDone()` when the image loads or fails, or when there is no banner to show; `afterHero` also
 * gives up waiting after `HERO_WAIT_MS`, so a lost image never keeps the carousels away.
 */
export const HERO_WAIT_MS = 4000;

let release: () => void = () => undefined;
const done = new Promise<void>((resolve) => {
  release = resolve;
});

export function heroDone(): void {
  release();
}

export function afterHero<T>(load: () => Promise<T>): Promise<T> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, HERO_WAIT_MS));
  return Promise.race([done, timeout]).then(load);
}
