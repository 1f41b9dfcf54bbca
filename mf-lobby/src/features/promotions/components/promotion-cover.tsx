import { CdnImage } from '@wl/kit';
import { coverImage } from '../promotion-rules.ts';
import type { Promotion } from '../promotions-api.ts';
import styles from './promotions.module.css';

/**
 * A promotion's cover (its image of sequence 1), one of the parts the HTML's first screen fills from the answer
 * (decisions 063 and 064). The first one on a screen is its largest paint: fetched at once and first.
 */
export function PromotionCover({ promo, first }: { promo: Promotion; first: boolean }) {
  return (
    <CdnImage
      className={styles.cover}
      src={coverImage(promo)}
      alt=""
      width={690}
      height={280}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      data-frame-part="cover"
    />
  );
}
