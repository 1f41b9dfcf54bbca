import { NotBuiltRoute } from '@wl/shared';

/** notice: built by a later issue; until then the page says so. */
export default function NoticePage() {
  return <NotBuiltRoute route="notice" owner="mf-lobby" />;
}
