import { isAgentType, paths, type RoutePath } from '@wl/shared';

/** What the member centre's list depends on: the whitelabel flags, the member (null for a guest), the claim count. */
export interface MenuInput {
  flag: (modId: string) => boolean;
  member: { type: number; toUpline?: boolean } | null;
  unclaimed?: number;
}

export interface MenuItem {
  key: string;
  to: RoutePath;
  query?: Record<string, string>;
  badge?: number;
}

/** Type 2 members may not transfer to their upline (spec section 6). */
const TRANSFER_EXCLUDED_TYPE = 2;

/** Spec section 2: each list entry appears only with its flag (and the member's own condition). */
export function menuItems({ flag, member, unclaimed = 0 }: MenuInput): MenuItem[] {
  const items: (MenuItem | false)[] = [
    flag('DEPRECM3') && { key: 'deposit_record', to: paths.depositRecord },
    flag('WITHREC3') && { key: 'withdraw_record', to: paths.withdrawRecord },
    flag('TRANSREC3') && { key: 'account_record', to: paths.transactionRecord },
    flag('TRANSBETREPMEM3') && { key: 'betting_record', to: paths.gameRecord },
    flag('PERSREP') && { key: 'profit_and_loss', to: paths.profitAndLoss },
    flag('AGETRANSFERUP3') &&
      member?.toUpline === true &&
      member.type !== TRANSFER_EXCLUDED_TYPE && { key: 'transfer_upline', to: paths.upLineTransfer },
    flag('REWCEN3') && { key: 'reward_center', to: paths.rewardCenter, badge: unclaimed > 0 ? unclaimed : undefined },
    flag('MANPLAYREB3') && { key: 'manual_rebate', to: paths.manualRebate },
    flag('MISSION') && { key: 'mission', to: paths.activity },
    flag('PLYRBT') && { key: 'my_rebate', to: paths.rebateReport },
    flag('MAILCEN') && { key: 'mail', to: paths.inbox },
    flag('FEEDBACK3') && { key: 'feedback', to: paths.feedback },
  ];
  return items.filter((i): i is MenuItem => i !== false);
}

/** Spec section 6: types other than 0, 4 and 40 are agents and see the agency centre. */
export const showsAgencyCentre = (member: { type: number } | null) => member !== null && isAgentType(member.type);

/** The tiles under the summary: invite friends only with the REFERRAL promotion. */
export function tiles(flag: (modId: string) => boolean): MenuItem[] {
  const all: (MenuItem | false)[] = [
    { key: 'deposit', to: paths.deposit },
    { key: 'withdraw', to: paths.withdraw },
    flag('REFERRAL') && { key: 'invite', to: paths.inviteFriends },
    { key: 'security', to: paths.securityCenter },
  ];
  return all.filter((i): i is MenuItem => i !== false);
}
