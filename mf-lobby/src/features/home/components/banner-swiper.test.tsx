import { act, render, waitFor } from '@testing-library/react';
import type { Swiper } from 'swiper';
import { homeBanner as banner } from '../../../test/fixtures.ts';
import BannerSwiper from './banner-swiper.tsx';

describe('BannerSwiper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('slides for 500 ms, loops, and advances every 5 s (spec section 9)', async () => {
    const onReady = jest.fn();
    const onSlideChange = jest.fn();
    const { container } = render(
      <BannerSwiper banners={[banner(1), banner(2), banner(3)]} onReady={onReady} onSlideChange={onSlideChange} />,
    );
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper;
    expect(swiper.params.speed).toBe(500);
    expect(swiper.params.loop).toBe(true);

    // the loop's set-up may announce the first slide; the first move comes at 5 s
    act(() => jest.advanceTimersByTime(4999));
    expect(onSlideChange).not.toHaveBeenCalledWith(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
  });
});
