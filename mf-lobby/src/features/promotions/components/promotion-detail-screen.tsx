import { EmptyState, QueryView, useQuery, useSearchParams } from '@wl/shared';
import { fetchPromotion } from '../promotions-api.ts';
import { PromotionDetail } from './promotion-detail.tsx';
import styles from './promotions.module.css';

/** /m/activityDetail?id: one promotion; an unknown id is an empty page, not an error. */
export function PromotionDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const promo = useQuery(['lobby', 'promotion', id], () => fetchPromotion(id), { enabled: id !== '' });
  return (
    <div className={styles.page}>
      {id ? (
        <QueryView query={promo} isEmpty={(p) => p === null}>
          {(p) => (p ? <PromotionDetail promo={p} /> : null)}
        </QueryView>
      ) : (
        <EmptyState />
      )}
    </div>
  );
}
