import { NotBuiltRoute } from '@wl/shared';

/** feedback: built by a later issue; until then the page says so. */
export default function FeedbackPage() {
  return <NotBuiltRoute route="feedback" owner="mf-member" />;
}
