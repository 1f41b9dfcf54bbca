import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@wl/kit';
import { promotionDates } from '../promotion-rules.ts';
import type { Promotion } from '../promotions-api.ts';
import '../promotions.i18n.ts';
import { PromotionCover } from './promotion-cover.tsx';
import { StatusLabel } from './status-label.tsx';
import styles from './promotions.module.css';

/** Cover (image of sequence 1), title, dates, status and the sanitized HTML content. */
export function PromotionDetail({ promo }: { promo: Promotion }) {
  const { t } = useTranslation('lobby');
  const dates = promotionDates(promo);
  return (
    <article className={styles.detail} data-testid="promotion-detail" data-id={promo.id}>
      <PromotionCover promo={promo} first />
      <h2 className={styles.title} data-frame-part="title">
        {promo.title}
      </h2>
      <p className={styles.meta} data-frame-part="meta">
        <span data-testid="promotion-dates">
          {dates.text}
          {dates.longTerm ? ` · ${t('promo.long_term')}` : ''}
        </span>
        <StatusLabel status={promo.status} />
      </p>
      <div className={styles.content} data-frame-part="content">
        <SafeHtml html={promo.content} />
      </div>
    </article>
  );
}
