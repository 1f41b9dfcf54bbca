import { PromotionDetailScreen } from '../features/promotions/components/promotion-detail-screen.tsx';

/** /m/activityDetail?id. */
export default function ActivityDetailPage() {
  return <PromotionDetailScreen />;
}
