import { pick, type Language } from '../../http/language.ts';
import type { Route, RouteContext } from '../../server/route.ts';
import { memberRoute } from '../core/access.ts';
import { pageRequest } from '../core/paging.ts';
import { friendTotals, invitedFriends, referralCodeOf } from './referral-repo.ts';

/** The most a friend earns the member (spec section 9: the invite bonus text, up to 2,222). */
const MAX_INVITE_BONUS = 2222;
/** The seeded REFERRAL promotion ("Invite friends and earn up to ৳2,222"). */
const REFERRAL_PROMOTION_ID = 1006;

const REGISTER_PATH = '/m/register';
const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;
const FALLBACK_HOST = 'm.bdwl.example';

/**
 * The register page on the site's own origin. The dev API is served on the site's origin, so the
 * request's Host is the whitelabel's; a malformed Host falls back to the whitelabel's first domain.
 */
function siteOrigin(ctx: RouteContext): string {
  const forwarded = ctx.req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? ctx.req.headers.host ?? '';
  const proto = ctx.req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in ctx.req.socket ? 'https' : 'http';
  return HOST_PATTERN.test(host) ? `${proto}://${host}` : `https://${FALLBACK_HOST}`;
}

const bonusTexts = (language: Language) => ({
  bonusText: pick(language, {
    bn: 'বন্ধুকে আমন্ত্রণ জানান, প্রতি বন্ধুতে ৳২,২২২ পর্যন্ত বোনাস',
    en: 'Invite friends and earn up to ৳2,222 for each friend',
  }),
  rules: pick(language, {
    bn: [
      'আপনার লিংক বা কোড দিয়ে বন্ধু নিবন্ধন করলে তিনি আপনার আমন্ত্রিত বন্ধু হবেন।',
      'বন্ধু প্রথম ডিপোজিট করলে আপনি তার ডিপোজিটের ১০% বোনাস পাবেন, প্রতি বন্ধুতে সর্বোচ্চ ৳২,২২২।',
      'একই ব্যক্তির একাধিক অ্যাকাউন্ট বোনাস পাবে না।',
    ],
    en: [
      'A friend who registers with your link or code becomes your invited friend.',
      'When the friend makes a first deposit you earn 10% of it as a bonus, up to ৳2,222 per friend.',
      'Several accounts of one person earn no bonus.',
    ],
  }),
});

export const referralRoutes: Route[] = [
  // Invite friends (moduleId AFFMAN3): the member's code and link, the bonus text, the REFERRAL switch.
  memberRoute('GET', '/wps/relay/AFFMAN3_inviteInfo', (ctx, member) => {
    const code = referralCodeOf(ctx.db, member);
    const registerPath = `${REGISTER_PATH}?code=${encodeURIComponent(code)}`;
    return {
      enabled: Boolean(ctx.state.flags(ctx.merchant).REFERRAL),
      code,
      registerPath,
      link: `${siteOrigin(ctx)}${registerPath}`,
      maxBonus: MAX_INVITE_BONUS,
      promotionId: REFERRAL_PROMOTION_ID,
      ...bonusTexts(ctx.language),
      ...friendTotals(ctx.db, member),
    };
  }),
  memberRoute('GET', '/wps/relay/AFFMAN3_invitedFriends', (ctx, member) => invitedFriends(ctx.db, member, pageRequest(ctx.query, 10))),
];
