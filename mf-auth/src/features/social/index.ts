// Social sign-in (issue 14 rule 9): OAuth 2.0 authorization code + PKCE against the providers of the runtime file.
export { browser, providerConfig, type SocialProvider } from './round-trip.ts';
export { SocialCallback } from './social-callback.tsx';
export { PROVIDER_NAME } from './social-texts.ts';
export { useStartSignIn } from './use-start-sign-in.ts';
