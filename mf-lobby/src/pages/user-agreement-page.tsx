import { NotBuiltRoute } from '@wl/shared';

/** userAgreement: built by a later issue; until then the page says so. */
export default function UserAgreementPage() {
  return <NotBuiltRoute route="userAgreement" owner="mf-lobby" />;
}
