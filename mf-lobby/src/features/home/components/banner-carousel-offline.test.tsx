import { act, screen } from '@testing-library/react';
import { wantSwiper } from '../../../lib/when-swiping.ts';
import { homeBanner as banner } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

// the carousel's chunk cannot be fetched (a lost or very slow connection)
jest.mock('./banner-swiper.tsx', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});

it('keeps the still first banner when the carousel code cannot be fetched, and the page stands', async () => {
  renderScreen(<BannerCarousel banners={[banner(1), banner(2)]} />);
  await act(async () => {
    wantSwiper();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(screen.getByRole('img', { name: 'Banner 1' })).toBeVisible();
  expect(screen.getByRole('region', { name: 'প্রোমোশন' })).not.toHaveAttribute('data-swiper');
});
