import type { ParseKeys } from 'i18next';
import type { SignInFailure } from './finish-sign-in.ts';
import type { SocialProvider } from './round-trip.ts';

/** Each provider's name as the buttons and the messages say it. */
export const PROVIDER_NAME = {
  facebook: 'social_facebook',
  google: 'social_google',
  telegram: 'social_telegram',
} as const satisfies Record<SocialProvider, ParseKeys<'auth'>>;

/** What the callback page says for each way a sign-in fails. */
export const FAILURE_TEXT = {
  cancelled: 'social_cancelled',
  state: 'social_state',
  expired: 'social_expired',
  provider: 'social_provider',
  network: 'social_network',
  refused: 'social_refused',
} as const satisfies Record<SignInFailure, ParseKeys<'auth'>>;
