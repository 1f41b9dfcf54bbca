import { CdnImage, Link } from '@wl/kit';
import type { Banner } from '../api/home-api.ts';
import styles from './banner-carousel.module.css';

const isSitePath = (link: string | null): link is string => Boolean(link?.startsWith('/m/'));

interface Props {
  banner: Banner;
  /** the first banner: the page's largest paint, fetched at once and before anything else */
  first: boolean;
  onLoad?: () => void;
}

/** One banner: its image, a link when it points into the site. The still first banner and the carousel share it. */
export function BannerSlide({ banner, first, onLoad }: Props) {
  const image = (
    <CdnImage
      src={banner.url}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      onLoad={onLoad}
      onError={onLoad}
    />
  );
  return isSitePath(banner.link) ? (
    <Link to={banner.link} className={styles.slide}>
      {image}
    </Link>
  ) : (
    <span className={styles.slide}>{image}</span>
  );
}
