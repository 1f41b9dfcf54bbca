import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Link, PRELOADED_FRESH_MS, QueryView, useQuery, useSearchParams, withQuery } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { inCategory, promotionDates } from '../promotion-rules.ts';
import { fetchPromotions, PROMOTIONS_KEY, type PromotionList } from '../promotions-api.ts';
import '../promotions.i18n.ts';
import { PromotionCover } from './promotion-cover.tsx';
import { PromotionDetail } from './promotion-detail.tsx';
import { StatusLabel } from './status-label.tsx';
import styles from './promotions.module.css';

function Promotions({ data: { categories, list } }: { data: PromotionList }) {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const [category, setCategory] = useState(0);

  const id = Number(params.get('id'));
  if (id) {
    const opened = list.find((p) => p.id === id);
    return (
      <>
        <button type="button" className={styles.back} onClick={() => setParams({}, { replace: true })}>
          {t('promo.back_to_list')}
        </button>
        {opened ? <PromotionDetail promo={opened} /> : <EmptyState />}
      </>
    );
  }

  const shown = list.filter((p) => inCategory(p, category));
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields: a fieldset would announce a form */}
      <div className={styles.filters} role="group" aria-label={t('promo.categories')}>
        {[{ id: 0, name: t('promo.all') }, ...categories].map((c, index) => (
          <button
            key={c.id}
            type="button"
            className={styles.filter}
            aria-pressed={c.id === category}
            onClick={() => setCategory(c.id)}
            data-frame-part={`filter-${index}`}
          >
            {c.name}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list} data-testid="promotion-list">
          {shown.map((promo, index) => {
            const dates = promotionDates(promo);
            // the first cover is the page's largest paint: fetched at once and first, not when layout finds it near
            const first = index === 0;
            return (
              // the parts the HTML's first screen keeps and fills from the platform's answer (promotions-shape.ts)
              <li key={promo.id} data-frame-part={`card-${index}`}>
                <Link className={styles.card} to={withQuery(paths.activityDetail, { id: promo.id })}>
                  <PromotionCover promo={promo} first={first} />
                  <span className={styles.cardBody}>
                    <strong className={styles.title} data-verbatim="" data-frame-part="title">
                      {promo.title}
                    </strong>
                    <span className={styles.meta} data-frame-part="meta">
                      <span>
                        {dates.text}
                        {dates.longTerm ? ` · ${t('promo.long_term')}` : ''}
                      </span>
                      <StatusLabel status={promo.status} />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** /m/activity: promotions filtered by category; ?id opens that promotion. Reloads on a language change. */
export function PromotionsScreen() {
  const promos = useQuery(PROMOTIONS_KEY, fetchPromotions, { staleTime: PRELOADED_FRESH_MS });
  return (
    <div className={styles.page}>
      <QueryView query={promos}>{(data) => <Promotions data={data} />}</QueryView>
    </div>
  );
}
