import type { MemberDetail } from '@wl/platform-contract/calls/session';
import { daysSince, numberText } from '@wl/plain/format';
import type { FilledParts, KeepContext } from '@wl/plain/frames';
import { firstScreenTexts } from '../member-centre.texts.ts';

// What a member's first screen of the member centre shows of the member's details (decision 067): the build renders
// the page for a stand-in member (centre-first-screen-data.ts), and the page's HTML keeps and fills these parts from
// the details a member's HTML already asked for (decision 066). Imports nothing that runs: the HTML's own script runs it.

/** A member's own picture: the app fetches it with the session's header (member-image.tsx), never an <img> by address. */
const PRIVATE_MEDIA = /^\/wps\//;

/**
 * The avatar, the account, the VIP label, and the days since joining on the phone's clock (decision 072's second
 * addendum: the app counts them on the platform's), written as the app writes them. Without the page's context (a
 * server before decision 072) the days keep their box, empty, until the app draws them. No frame for an answer without
 * an account, or with a private picture.
 */
export function keep(value: Partial<MemberDetail> | null, _flags?: unknown, _search?: unknown, context?: KeepContext): FilledParts | null {
  if (!value || typeof value.account !== 'string' || !value.account) return null;
  const avatar = typeof value.avatarUrl === 'string' ? value.avatarUrl : '';
  if (PRIVATE_MEDIA.test(avatar) || avatar.startsWith('//')) return null;
  return {
    parts: ['avatar', 'account', 'vip', 'joined'],
    fill: {
      // as the app's <img> has it: a site-relative address is the site's own, never an image CDN's
      avatar: avatar ? new URL(avatar, location.href).href : null,
      account: value.account,
      vip: typeof value.vipLabel === 'string' && value.vipLabel ? value.vipLabel : null,
      joined:
        context && value.regDate
          ? firstScreenTexts[context.language].days_joined.replace('{{count}}', () =>
              numberText(daysSince(value.regDate, Date.now(), context.zone), context.language),
            )
          : null,
    },
  };
}
