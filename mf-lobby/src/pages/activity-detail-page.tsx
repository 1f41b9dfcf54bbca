import { PromotionDetailScreen } from '../features/promotions/components/promotion-detail-screen.tsx';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadPromotion as preload } from '../features/promotions/promotions-api.ts';

/** /m/activityDetail?id. */
export default function ActivityDetailPage() {
  return <PromotionDetailScreen />;
}
