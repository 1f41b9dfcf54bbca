import { PromotionsScreen } from '../features/promotions/components/promotions-screen.tsx';

/** The shell calls it when the site starts on this page, before the first render. */
export { preloadPromotions as preload } from '../features/promotions/promotions-api.ts';

/** /m/activity (?id opens one promotion). */
export default function ActivityPage() {
  return <PromotionsScreen />;
}
