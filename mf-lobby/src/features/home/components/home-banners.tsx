import { useEffect } from 'react';
import { QueryView, useQuery } from '@wl/kit';
import { heroDone } from '../../../lib/after-hero.ts';
import { fetchBanners } from '../api/home-api.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import styles from '../home-screen.module.css';

/**
 * The home banners. Their headline and description are the server's, in the request's language (the title
 * and the worded art): the list is read again on a language change, as every server-fed text is.
 */
export function HomeBanners() {
  const banners = useQuery(['lobby', 'banners'], fetchBanners);
  const noBanner = banners.status === 'error' || (banners.data !== undefined && banners.data.length === 0);
  // no first banner to wait for: what waits for it goes ahead
  useEffect(() => {
    if (noBanner) heroDone();
  }, [noBanner]);
  // every state keeps the carousel's box, so nothing below moves when the banners arrive
  return (
    <QueryView query={banners} className={styles.bannerSpace}>
      {(list) => <BannerCarousel banners={list} />}
    </QueryView>
  );
}
