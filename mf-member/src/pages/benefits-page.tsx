import { NotBuiltRoute } from '@wl/shared';

/** memberBenefits: built by a later issue; until then the page says so. */
export default function BenefitsPage() {
  return <NotBuiltRoute route="memberBenefits" owner="mf-member" />;
}
