import { afterHero } from './after-hero.ts';

/**
 * The home's carousels (banners, hot matches) are painted still at first; swiper's code (a fifth of the first
 * load's JavaScript) is fetched only when a carousel is first about to move: at its first autoplay step
 * (`FIRST_STEP_MS` after the first banner has loaded), or at the first touch, press or key on one of them,
 * whichever comes first. A touch before the code is there starts the fetch; swiping works once it has arrived.
 */
export const FIRST_STEP_MS = 5000;

let release: () => void = () => undefined;
const touched = new Promise<void>((resolve) => {
  release = resolve;
});
let wanted: Promise<void> | null = null;
let stepDueAt: number | null = null;
let touchedFirst = false;

/** The user reached for a carousel: fetch swiper now. */
export function wantSwiper(): void {
  if (stepDueAt === null) touchedFirst = true;
  release();
}

/**
 * A press that is still down when swiper arrives keeps the still card until a moment after it ends: a tap that
 * began on the still card and ended on the carousel laid in its place would make no click, and the tap would be
 * lost (CI run 26 lost one so, the mouse's press and release two round trips apart under load). The moment covers
 * the click, which comes with a mouse's release and just after a touch's, and Space's, which comes with its keyup.
 */
export const PRESS_END_MS = 100;
const PRESS_ENDS = ['pointerup', 'pointercancel', 'keyup'];
let pressEnded: Promise<void> | undefined;

const pressed = () => {
  pressEnded ??= new Promise<void>((resolve) => {
    const end = () => {
      for (const type of PRESS_ENDS) removeEventListener(type, end, true);
      setTimeout(resolve, PRESS_END_MS);
    };
    for (const type of PRESS_ENDS) addEventListener(type, end, true);
  }).then(() => {
    pressEnded = undefined;
  });
  wantSwiper();
};

/** Runs `load` once a carousel is first needed; both carousels share the one moment. */
export function whenSwiping<T>(load: () => Promise<T>): Promise<T> {
  const firstStep = () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        stepDueAt = Date.now();
        resolve();
      }, FIRST_STEP_MS),
    );
  wanted ??= Promise.race([touched, afterHero(firstStep)]);
  return wanted.then(load).then((module) => (pressEnded ? pressEnded.then(() => module) : module));
}

/**
 * Called by a carousel once it is in place: true when it came for its first autoplay step (not for a touch),
 * so that it takes that step at once rather than counting 5 s again from its arrival (a carousel mounted
 * later, on a return to home, counts its 5 s as usual).
 */
export function firstStepDue(): boolean {
  return stepDueAt !== null && !touchedFirst && Date.now() - stepDueAt < FIRST_STEP_MS;
}

/** Handlers for a carousel's box: any touch, press, key or focus inside it asks for swiper. */
export const wantSwiperOn = { onPointerDown: pressed, onTouchStart: wantSwiper, onKeyDown: pressed, onFocus: wantSwiper };
