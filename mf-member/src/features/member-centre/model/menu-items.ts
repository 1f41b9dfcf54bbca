import { entryAction, isAgentType, type RouteAccess, routeHref } from '@wl/kit';
import { withDeclared } from '@wl/plain/routes';
import { paths } from '../../../paths.ts';
import type { MemberCentreTexts } from '../member-centre.i18n.ts';

/** The spec's entries and tiles, each keyed as its text in the member centre's namespace. */
export type ItemKey = keyof MemberCentreTexts['items'];
export type TileKey = keyof MemberCentreTexts['tiles'];

/**
 * What the member centre's list depends on: the one gate table's answer for a route (decision 026), the member
 * (null for a guest) and the claim count.
 */
export interface MenuInput {
  access: (route: string, query?: Record<string, string>) => RouteAccess;
  member: { type: number; toUpline?: boolean } | null;
  unclaimed?: number;
  /** the entries the remotes' routes declare for this list (`memberCentre`, decision 051), by order */
  declared?: readonly { route: string; order: number }[];
}

interface Shown {
  to: string;
  query?: Record<string, string>;
  badge?: number;
}

/** An entry of the spec: its key names its text. */
export interface SpecItem<K extends ItemKey | TileKey> extends Shown {
  key: K;
  route?: undefined;
}

/** A route a remote declares an entry for: labelled with the route's title. */
export interface DeclaredItem extends Shown {
  key: `route-${string}`;
  route: string;
}

export type MenuItem = SpecItem<ItemKey> | DeclaredItem;

/** Type 2 members may not transfer to their upline (spec section 6). */
const TRANSFER_EXCLUDED_TYPE = 2;

interface Entry<K extends ItemKey | TileKey> {
  key: K;
  /** the route it opens, by key: the gate table decides whether it shows */
  route: string;
  /** its address: this remote's own from paths.ts, another remote's from the table (absent: no entry) */
  to: string | null;
  query?: Record<string, string>;
  /** the member's own condition, beside the gate (spec section 2) */
  when?: boolean;
  badge?: number;
  declared?: false;
}

interface DeclaredEntry {
  key: DeclaredItem['key'];
  route: string;
  to: string | null;
  query?: undefined;
  when?: undefined;
  badge?: undefined;
  declared: true;
}

/**
 * Spec section 2's list, each entry shown as the one gate table says for its page: hidden where the page is
 * closed to this visitor (its flag off, an agent's page), shown to a guest, whose tap opens the login dialog.
 */
export function menuItems({ access, member, unclaimed = 0, declared = [] }: MenuInput): MenuItem[] {
  const entries: Entry<ItemKey>[] = [
    { key: 'deposit_record', route: 'depositRecord', to: routeHref('depositRecord') },
    { key: 'withdraw_record', route: 'withdrawRecord', to: routeHref('withdrawRecord') },
    { key: 'account_record', route: 'transactionRecord', to: paths.transactionRecord },
    { key: 'betting_record', route: 'gameRecord', to: paths.gameRecord },
    { key: 'profit_and_loss', route: 'profitAndLoss', to: paths.profitAndLoss },
    {
      key: 'transfer_upline',
      route: 'upLineTransfer',
      to: routeHref('upLineTransfer'),
      when: member?.toUpline === true && member.type !== TRANSFER_EXCLUDED_TYPE,
    },
    { key: 'reward_center', route: 'rewardCenter', to: paths.rewardCenter, badge: unclaimed > 0 ? unclaimed : undefined },
    { key: 'manual_rebate', route: 'manualRebate', to: paths.manualRebate },
    // mission activity opens the missions, not the general promotions (issue 24)
    { key: 'mission', route: 'rewardCenter', to: paths.rewardCenter, query: MISSIONS },
    { key: 'my_rebate', route: 'rebateReport', to: paths.rebateReport },
    { key: 'mail', route: 'inbox', to: paths.inbox },
    { key: 'feedback', route: 'feedback', to: paths.feedback },
    // every real member, whatever the brand's flags: the tools a licence requires (issue 27)
    { key: 'responsible_gaming', route: 'responsibleGaming', to: paths.responsibleGaming },
  ];
  // a remote's entries at their order among the spec's (10, 20, ...): the gate table decides them as it does these
  const drawn = withDeclared<Entry<ItemKey> | DeclaredEntry, { route: string; order: number }>(entries, declared, ({ route }) => ({
    key: `route-${route}`,
    route,
    to: routeHref(route),
    declared: true,
  }));
  return shown(drawn, access);
}

/** The reward centre's missions: the variant of the route the MISSION flag opens. */
export const MISSIONS = { kind: 'MISSION' };

function shown<K extends ItemKey | TileKey>(entries: readonly Entry<K>[], access: MenuInput['access']): SpecItem<K>[];
function shown<K extends ItemKey | TileKey>(
  entries: readonly (Entry<K> | DeclaredEntry)[],
  access: MenuInput['access'],
): (SpecItem<K> | DeclaredItem)[];
function shown<K extends ItemKey | TileKey>(entries: readonly (Entry<K> | DeclaredEntry)[], access: MenuInput['access']) {
  return entries.flatMap((entry): (SpecItem<K> | DeclaredItem)[] => {
    const { route, to, query, when = true, badge } = entry;
    if (to === null || !when || entryAction(access(route, query)) === 'hide') return [];
    const item = { to, ...(query ? { query } : {}), ...(badge ? { badge } : {}) };
    return [entry.declared ? { ...item, key: entry.key, route } : { ...item, key: entry.key }];
  });
}

/** Spec section 6: types other than 0, 4 and 40 are agents and see the agency centre. */
export const showsAgencyCentre = (member: { type: number } | null) => member !== null && isAgentType(member.type);

/** The tiles under the summary, by the same table: invite friends only with the REFERRAL promotion. */
export function tiles(access: MenuInput['access']): SpecItem<TileKey>[] {
  return shown(
    [
      { key: 'deposit', route: 'deposit', to: routeHref('deposit') },
      { key: 'withdraw', route: 'withdraw', to: routeHref('withdraw') },
      { key: 'invite', route: 'inviteFriends', to: paths.inviteFriends },
      { key: 'security', route: 'securityCenter', to: paths.securityCenter },
    ],
    access,
  );
}
