import { NotBuiltRoute } from '@wl/shared';

/** slotsCenter: built by a later issue; until then the page says so. */
export default function SlotsCenterPage() {
  return <NotBuiltRoute route="slotsCenter" owner="mf-lobby" />;
}
