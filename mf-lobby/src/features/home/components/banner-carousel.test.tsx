import { fireEvent, screen, within } from '@testing-library/react';
import { homeBanner as banner } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

describe('BannerCarousel', () => {
  it('paints the first banner at once as a plain high-priority image of a known size', () => {
    renderScreen(<BannerCarousel banners={[banner(1, '/m/activity'), banner(2), banner(3)]} />);
    const carousel = screen.getByRole('region', { name: 'প্রোমোশন' });
    // before the carousel's code has arrived: the still first banner, linked, fetched first and never lazily
    const image = within(carousel).getByRole('img', { name: 'Banner 1' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '750');
    expect(image).toHaveAttribute('height', '300');
    expect(within(carousel).getByRole('link')).toHaveAttribute('href', '/m/activity');
    expect(within(carousel).queryByRole('img', { name: 'Banner 2' })).not.toBeInTheDocument();
  });

  it('fetches the swiping carousel at the first touch on the still banner, and lays it over in the same box', async () => {
    renderScreen(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} />);
    const carousel = screen.getByRole('region', { name: 'প্রোমোশন' });
    expect(carousel).not.toHaveAttribute('data-swiper');
    const still = within(carousel).getByRole('img', { name: 'Banner 1' });
    fireEvent.pointerDown(still);
    // the touch turns into a swipe: the browser cancels the pointer, and the carousel may come in under it
    fireEvent.pointerCancel(still);
    expect(await screen.findByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
    expect(carousel).toHaveAttribute('data-swiper', 'true');
  });

  it('shows a single banner without a carousel', () => {
    renderScreen(<BannerCarousel banners={[banner(1)]} />);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(screen.getByTestId('banner-carousel').querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
