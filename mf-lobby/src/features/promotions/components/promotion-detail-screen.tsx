import { EmptyState, ErrorState, Loading, useSearchParams } from '@wl/shared';
import { useResource } from '../../../lib/use-resource.ts';
import { fetchPromotion } from '../promotions-api.ts';
import { PromotionDetail } from './promotion-detail.tsx';
import styles from './promotions.module.css';

/** /m/activityDetail?id: one promotion; an unknown id is an empty page, not an error. */
export function PromotionDetailScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const promo = useResource(() => (id ? fetchPromotion(id) : Promise.resolve(null)), [id]);
  let body;
  if (promo.status === 'error' && !promo.data) body = <ErrorState onRetry={promo.reload} />;
  else if (promo.status === 'loading' && !promo.data) body = <Loading />;
  else if (!promo.data) body = <EmptyState />;
  else body = <PromotionDetail promo={promo.data} />;
  return <div className={styles.page}>{body}</div>;
}
