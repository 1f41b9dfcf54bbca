import { screen, within } from '@testing-library/react';
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

  it('shows a single banner without a carousel', () => {
    renderScreen(<BannerCarousel banners={[banner(1)]} />);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeInTheDocument();
    expect(screen.getByTestId('banner-carousel').querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
