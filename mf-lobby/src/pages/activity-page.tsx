import { PromotionsScreen } from '../features/promotions/components/promotions-screen.tsx';

/** /m/activity (?id opens one promotion). */
export default function ActivityPage() {
  return <PromotionsScreen />;
}
