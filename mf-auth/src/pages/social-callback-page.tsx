import { SocialCallback } from '../features/social/index.ts';

/** /m/socialCallback (the shell's header shows the title): the provider's answer comes back here. */
export default function SocialCallbackPage() {
  return <SocialCallback />;
}
