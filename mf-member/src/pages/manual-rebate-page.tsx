import { NotBuiltRoute } from '@wl/shared';

/** manualRebate: built by a later issue; until then the page says so. */
export default function ManualRebatePage() {
  return <NotBuiltRoute route="manualRebate" owner="mf-member" />;
}
