// each test takes a fresh module: the moment swiper is wanted happens once per page
type Module = typeof import('./when-swiping.ts');
type Hero = typeof import('./after-hero.ts');

function fresh(): { swiping: Module; hero: Hero } {
  let swiping!: Module;
  let hero!: Hero;
  jest.isolateModules(() => {
    hero = require('./after-hero.ts');
    swiping = require('./when-swiping.ts');
  });
  return { swiping, hero };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

describe('whenSwiping', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first autoplay step, 5 s after the first banner has loaded', async () => {
    const { swiping, hero } = fresh();
    const load = jest.fn(async () => 'swiper');
    const loaded = swiping.whenSwiping(load);
    hero.heroDone();
    await jest.advanceTimersByTimeAsync(swiping.FIRST_STEP_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('swiper');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches at once on the first touch, press, key or focus on a carousel', async () => {
    const { swiping } = fresh();
    const banners = jest.fn(async () => 'banners');
    const matches = jest.fn(async () => 'matches');
    swiping.whenSwiping(banners);
    swiping.whenSwiping(matches);
    await flush();
    expect(banners).not.toHaveBeenCalled();
    swiping.wantSwiperOn.onPointerDown();
    await flush();
    // both carousels share the moment: one touch on either brings the code for both
    expect(banners).toHaveBeenCalledTimes(1);
    expect(matches).toHaveBeenCalledTimes(1);
  });

  it('does not wait forever for a banner image that never loads', async () => {
    const { swiping, hero } = fresh();
    const load = jest.fn(async () => 'swiper');
    swiping.whenSwiping(load);
    await jest.advanceTimersByTimeAsync(hero.HERO_WAIT_MS + swiping.FIRST_STEP_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a press under way when swiper arrives', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const arrives = (swiping: Module) => {
    const state = { arrived: false };
    void swiping
      .whenSwiping(async () => 'swiper')
      .then(() => {
        state.arrived = true;
      });
    return state;
  };
  const fire = (type: string) => window.dispatchEvent(new Event(type));

  it('keeps the still card until a moment after the press ends: the tap opens what it began on', async () => {
    const { swiping } = fresh();
    const swap = arrives(swiping);
    swiping.wantSwiperOn.onPointerDown();
    await flush();
    // swiper came while the finger was down
    expect(swap.arrived).toBe(false);
    fire('pointerup');
    // the click comes with the release (a mouse's) or just after it (a touch's)
    await jest.advanceTimersByTimeAsync(swiping.PRESS_END_MS - 1);
    expect(swap.arrived).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(swap.arrived).toBe(true);
  });

  it('lets a touch that turned into a scroll (a cancel) end the press too', async () => {
    const { swiping } = fresh();
    const swap = arrives(swiping);
    swiping.wantSwiperOn.onPointerDown();
    fire('pointercancel');
    await jest.advanceTimersByTimeAsync(swiping.PRESS_END_MS);
    expect(swap.arrived).toBe(true);
  });

  it('holds a key press until after its keyup, when Space clicks', async () => {
    const { swiping } = fresh();
    const swap = arrives(swiping);
    swiping.wantSwiperOn.onKeyDown();
    await jest.advanceTimersByTimeAsync(swiping.PRESS_END_MS);
    expect(swap.arrived).toBe(false);
    fire('keyup');
    await jest.advanceTimersByTimeAsync(swiping.PRESS_END_MS);
    expect(swap.arrived).toBe(true);
  });

  it('swaps at once when nothing is pressed', async () => {
    const { swiping } = fresh();
    const swap = arrives(swiping);
    swiping.wantSwiper();
    await flush();
    expect(swap.arrived).toBe(true);
  });
});

describe('firstStepDue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells a carousel fetched for its first autoplay step to take it at once, and not one fetched for a touch', async () => {
    const timed = fresh();
    timed.swiping.whenSwiping(async () => undefined);
    timed.hero.heroDone();
    await jest.advanceTimersByTimeAsync(timed.swiping.FIRST_STEP_MS);
    expect(timed.swiping.firstStepDue()).toBe(true);
    // a carousel mounted long after (a return to home) counts its own 5 s
    await jest.advanceTimersByTimeAsync(timed.swiping.FIRST_STEP_MS);
    expect(timed.swiping.firstStepDue()).toBe(false);

    const touched = fresh();
    touched.swiping.whenSwiping(async () => undefined);
    touched.swiping.wantSwiper();
    touched.hero.heroDone();
    await jest.advanceTimersByTimeAsync(touched.swiping.FIRST_STEP_MS);
    expect(touched.swiping.firstStepDue()).toBe(false);
  });
});
