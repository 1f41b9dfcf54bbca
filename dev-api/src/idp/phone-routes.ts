import { textField } from '../http/body-fields.ts';
import type { Route } from '../server/route.ts';
import { phoneProvider, sendPhoneCode, verifyPhoneCode } from './phone-provider.ts';

/**
 * The simulated phone-verification provider's endpoints, called by the player's browser as it would call
 * the real provider (not the platform: no Merchant header, no envelope on success).
 */
/** The phone provider's paths: the platform's route table answers them, not the OAuth provider beside it. */
export const PHONE_PROVIDER_PREFIX = '/dev-idp/phone/';

export const phoneProviderRoutes: Route[] = [
  {
    method: 'POST',
    path: '/dev-idp/phone/send',
    raw: true,
    handle: async (ctx) => sendPhoneCode(ctx.state, textField(await ctx.readJson(), 'phoneNumber'), ctx.ip, ctx.now),
  },
  {
    method: 'POST',
    path: '/dev-idp/phone/verify',
    raw: true,
    handle: async (ctx) => {
      const body = await ctx.readJson();
      return verifyPhoneCode(ctx.state, textField(body, 'sessionInfo'), textField(body, 'code'), ctx.now);
    },
  },
  // What a relying party reads to check the provider's tokens (the platform here reads the key in process).
  { method: 'GET', path: '/dev-idp/phone/jwks.json', raw: true, handle: (ctx) => phoneProvider(ctx.state).keys.jwks },
];
