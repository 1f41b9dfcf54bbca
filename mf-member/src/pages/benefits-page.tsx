import { VipScreen } from '../features/vip/index.ts';

/** memberBenefits: VIP levels, benefits and the member's progress (only with MEMCLUB3). */
export default function BenefitsPage() {
  return <VipScreen />;
}
