// Free play and the trial-account rule, for the login form and the member-only screens.
export { isTrialSession, showFreeReject } from './free-reject.ts';
export { useFreePlay } from './use-free-play.ts';
