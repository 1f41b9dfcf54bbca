import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entryAction,
  homeHref,
  PRELOADED_FRESH_MS,
  routeAccess,
  routeHref,
  useConfigStore,
  useNavigate,
  useQuery,
  useRouteAccess,
  useRouteStore,
  useRouteTitle,
  useSessionStore,
  useUnreadCount,
} from '@wl/kit';
import { declaredEntries } from '@wl/plain/routes';
import { paths } from '../../../paths.ts';
import { fetchMemberDetail, fetchUnclaimedCount, MEMBER_DETAIL_KEY, type MemberDetail } from '../api/member-centre-api.ts';
import { NS } from '../member-centre.i18n.ts';
import { type ItemKey, menuItems, showsAgencyCentre, type TileKey, tiles } from '../model/menu-items.ts';
import { pageStyles } from '../../../ui/index.ts';
import { DownloadDialog } from './download-dialog.tsx';
import { GuardedLink } from './guarded-link.tsx';
import { MemberSummary } from './member-summary.tsx';
import styles from './member-centre.module.css';

const TILE_TEXT = {
  deposit: 'tiles.deposit',
  withdraw: 'tiles.withdraw',
  invite: 'tiles.invite',
  security: 'tiles.security',
} as const satisfies Record<TileKey, ParseKeys<typeof NS>>;

const ITEM_TEXT = {
  deposit_record: 'items.deposit_record',
  withdraw_record: 'items.withdraw_record',
  account_record: 'items.account_record',
  betting_record: 'items.betting_record',
  profit_and_loss: 'items.profit_and_loss',
  transfer_upline: 'items.transfer_upline',
  reward_center: 'items.reward_center',
  manual_rebate: 'items.manual_rebate',
  mission: 'items.mission',
  my_rebate: 'items.my_rebate',
  mail: 'items.mail',
  feedback: 'items.feedback',
  responsible_gaming: 'items.responsible_gaming',
} as const satisfies Record<ItemKey, ParseKeys<typeof NS>>;

/** /m/mine and /m/member/home: summary, tiles and the flag-gated list (spec section 2). */
export function MemberCentreScreen() {
  const loggedIn = useSessionStore((s) => s.session !== null);
  const rewardsOpen = useRouteAccess('rewardCenter').open;
  const [download, setDownload] = useState(false);

  // the details a start's loadMember loaded a moment ago (its key) are shown, not asked again
  const member = useQuery(MEMBER_DETAIL_KEY, fetchMemberDetail, {
    enabled: loggedIn,
    staleTime: PRELOADED_FRESH_MS,
  });
  const unclaimed = useQuery(['member', 'unclaimed'], fetchUnclaimedCount, { enabled: loggedIn && rewardsOpen });
  const detail = loggedIn ? (member.data ?? null) : null;
  // the list waits for the member's record: its transfer-to-upline row (spec section 2) sits mid-list, and showing
  // the rest first moved every row below it when the record came (layout shift 0.02 measured, issue 26)
  const listReady = !loggedIn || member.status !== 'pending';

  return (
    <div className={styles.page}>
      <CentreHeader />
      <MemberSummary member={detail} loggedIn={loggedIn} />
      <WideTiles onDownload={() => setDownload(true)} />
      <CentreMenu member={detail} unclaimed={unclaimed.data} ready={listReady} />
      {download ? <DownloadDialog onClose={() => setDownload(false)} /> : null}
    </div>
  );
}

/** Back, the title, settings, and the messages with a dot while any is unread. */
function CentreHeader() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const inbox = useRouteAccess('inbox');
  return (
    <div className={styles.header}>
      <button type="button" className={styles.iconButton} onClick={() => (history.length > 1 ? navigate(-1) : navigate(homeHref()))}>
        <span aria-hidden="true">‹</span>
        <span className={styles.iconText}>{t('back')}</span>
      </button>
      <h1 className={styles.title}>{t('title')}</h1>
      <GuardedLink to={routeHref('settings')} className={styles.iconButton}>
        {t('settings')}
      </GuardedLink>
      <GuardedLink
        to={entryAction(inbox) === 'hide' ? null : paths.inbox}
        className={styles.iconButton}
        aria-label={unread > 0 ? t('messages_unread', { count: unread }) : undefined}
      >
        {t('messages')}
        {unread > 0 ? <span className={styles.dot} aria-hidden="true" /> : null}
      </GuardedLink>
    </div>
  );
}

/** The VIP room's tile, unless the gate table hides the page, and the app's download. */
function WideTiles({ onDownload }: { onDownload: () => void }) {
  const { t } = useTranslation(NS);
  const vip = useRouteAccess('memberBenefits');
  return (
    <div className={styles.row}>
      {entryAction(vip) !== 'hide' ? (
        <GuardedLink to={paths.memberBenefits} className={styles.wideTile}>
          {t('vip_tile')}
        </GuardedLink>
      ) : null}
      <button type="button" className={styles.wideTile} onClick={onDownload}>
        {t('download')}
      </button>
    </div>
  );
}

/** The tiles and the list; `ready` once the member's record is in (or there is none to wait for). */
function CentreMenu({ member, unclaimed, ready }: { member: MemberDetail | null; unclaimed: number | undefined; ready: boolean }) {
  const { t } = useTranslation(NS);
  // the list and the tiles follow the one gate table (decision 026), drawn again when the flags or the session change
  const flags = useConfigStore((s) => s.flags);
  const type = useSessionStore((s) => s.session?.type ?? null);
  const access = (route: string, query?: Record<string, string>) =>
    routeAccess(route, query, { type, flag: (modId) => flags[modId] === true });
  const declared = declaredEntries(
    useRouteStore((s) => s.table.routes),
    'memberCentre',
  );
  return (
    // the tiles and the list follow the gate table over a dozen flags and the member's record: a member's first screen
    // leaves them to the app (decision 067)
    <nav aria-label={t('title')} data-frame-part="menu">
      <ul className={styles.tiles}>
        {tiles(access).map((tile) => (
          <li key={tile.key}>
            <GuardedLink to={tile.to} className={styles.tile}>
              {t(TILE_TEXT[tile.key])}
            </GuardedLink>
          </li>
        ))}
      </ul>
      <ul className={styles.list} aria-busy={!ready}>
        {(ready ? menuItems({ access, member, unclaimed, declared }) : []).map((item) => (
          <li key={item.key}>
            <GuardedLink to={item.to} query={item.query} className={`${pageStyles.bar} ${styles.item}`}>
              <span>{item.route === undefined ? t(ITEM_TEXT[item.key]) : <RouteTitle route={item.route} />}</span>
              {item.badge ? <span className={`${pageStyles.badge} ${styles.badge}`}>{t('unclaimed', { count: item.badge })}</span> : null}
            </GuardedLink>
          </li>
        ))}
        {ready && showsAgencyCentre(member) ? (
          <li>
            <GuardedLink to={routeHref('agent')} className={`${pageStyles.bar} ${styles.item}`}>
              {t('agency_centre')}
            </GuardedLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A remote's entry's label: its route's title in the player's language. */
function RouteTitle({ route }: { route: string }) {
  return useRouteTitle(route);
}
