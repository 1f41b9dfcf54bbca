import { NotBuiltRoute } from '@wl/shared';

/** trial: built by a later issue; until then the page says so. */
export default function TrialPage() {
  return <NotBuiltRoute route="trial" owner="mf-auth" />;
}
