import { NotBuiltRoute } from '@wl/shared';

/** helpDetail: built by a later issue; until then the page says so. */
export default function HelpDetailPage() {
  return <NotBuiltRoute route="helpDetail" owner="mf-lobby" />;
}
