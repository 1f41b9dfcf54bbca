import { isAgentType, routeHref } from '@wl/shared';
import { paths } from '../../../paths.ts';

/** What the member centre's list depends on: the whitelabel flags, the member (null for a guest), the claim count. */
export interface MenuInput {
  flag: (modId: string) => boolean;
  member: { type: number; toUpline?: boolean } | null;
  unclaimed?: number;
}

export interface MenuItem {
  key: string;
  to: string;
  query?: Record<string, string>;
  badge?: number;
}

/** Type 2 members may not transfer to their upline (spec section 6). */
const TRANSFER_EXCLUDED_TYPE = 2;

/** Spec section 2: each list entry appears only with its flag (and the member's own condition). */
export function menuItems({ flag, member, unclaimed = 0 }: MenuInput): MenuItem[] {
  const items: ((Omit<MenuItem, 'to'> & { to: string | null }) | false)[] = [
    flag('DEPRECM3') && { key: 'deposit_record', to: routeHref('depositRecord') },
    flag('WITHREC3') && { key: 'withdraw_record', to: routeHref('withdrawRecord') },
    flag('TRANSREC3') && { key: 'account_record', to: paths.transactionRecord },
    flag('TRANSBETREPMEM3') && { key: 'betting_record', to: paths.gameRecord },
    flag('PERSREP') && { key: 'profit_and_loss', to: paths.profitAndLoss },
    flag('AGETRANSFERUP3') &&
      member?.toUpline === true &&
      member.type !== TRANSFER_EXCLUDED_TYPE && { key: 'transfer_upline', to: routeHref('upLineTransfer') },
    flag('REWCEN3') && { key: 'reward_center', to: paths.rewardCenter, badge: unclaimed > 0 ? unclaimed : undefined },
    flag('MANPLAYREB3') && { key: 'manual_rebate', to: paths.manualRebate },
    flag('MISSION') && { key: 'mission', to: routeHref('activity') },
    flag('PLYRBT') && { key: 'my_rebate', to: paths.rebateReport },
    flag('MAILCEN') && { key: 'mail', to: paths.inbox },
    flag('FEEDBACK3') && { key: 'feedback', to: paths.feedback },
    // every member, whatever the brand: the tools a licence requires (issue 27)
    { key: 'responsible_gaming', to: paths.responsibleGaming },
  ];
  return present(items);
}

/** The entries whose page is in this start: one another remote serves may be absent (decision 022). */
const present = (items: ((Omit<MenuItem, 'to'> & { to: string | null }) | false)[]): MenuItem[] =>
  items.filter((i): i is MenuItem => i !== false && i.to !== null);

/** Spec section 6: types other than 0, 4 and 40 are agents and see the agency centre. */
export const showsAgencyCentre = (member: { type: number } | null) => member !== null && isAgentType(member.type);

/** The tiles under the summary: invite friends only with the REFERRAL promotion. */
export function tiles(flag: (modId: string) => boolean): MenuItem[] {
  const all: ((Omit<MenuItem, 'to'> & { to: string | null }) | false)[] = [
    { key: 'deposit', to: routeHref('deposit') },
    { key: 'withdraw', to: routeHref('withdraw') },
    flag('REFERRAL') && { key: 'invite', to: paths.inviteFriends },
    { key: 'security', to: paths.securityCenter },
  ];
  return present(all);
}
