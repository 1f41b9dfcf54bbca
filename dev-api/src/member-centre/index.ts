// The member centre's part of the dev API (CONTRACT.md, "Member centre"): inbox, member club, invite
// friends, security centre, profile, feedback and the reward centre.
import type { Route } from '../server/route.ts';
import { feedbackRoutes } from './feedback/feedback-routes.ts';
import { inboxRoutes } from './inbox/inbox-routes.ts';
import { referralRoutes } from './referral/referral-routes.ts';
import { rewardRoutes } from './rewards/reward-routes.ts';
import { profileRoutes } from './security/profile-routes.ts';
import { mobileBindingRoutes } from './security/mobile-binding.ts';
import { securityRoutes } from './security/security-routes.ts';
import { vipRoutes } from './vip/vip-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';

export const memberCentreRoutes: Route[] = [
  ...inboxRoutes,
  ...vipRoutes,
  ...referralRoutes,
  ...profileRoutes,
  ...mobileBindingRoutes,
  ...securityRoutes,
  ...feedbackRoutes,
  ...rewardRoutes,
  ...mediaRoutes,
];

export { ensureMemberCentreData } from './ensure-member-centre-data.ts';
export { memberProfileFields } from './security/member-profile.ts';
