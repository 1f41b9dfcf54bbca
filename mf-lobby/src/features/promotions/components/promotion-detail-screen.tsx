import { EmptyState, PRELOADED_FRESH_MS, QueryView, useQuery, useSearchParams } from '@wl/kit';
import { fetchPromotion, promotionKey } from '../promotions-api.ts';
import { PromotionDetail } from './promotion-detail.tsx';
import styles from './promotions.module.css';

/** /m/activityDetail?id: one promotion; an unknown id is an empty page, not an error. */
export function PromotionDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // fresh for a moment: the answer the address's preload took is not asked for again as the page mounts
  const promo = useQuery(promotionKey(id), () => fetchPromotion(id), { enabled: id !== '', staleTime: PRELOADED_FRESH_MS });
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
