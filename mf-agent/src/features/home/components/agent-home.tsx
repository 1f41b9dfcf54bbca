import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  entryAction,
  formatCount,
  formatDate,
  formatMoney,
  platformTime,
  QueryView,
  routeAccess,
  serverNow,
  useConfigStore,
  useRouteAccess,
  useRouteHref,
  useRouteStore,
  useRouteTitle,
  useDisplayName,
  useSessionStore,
  useWallet,
} from '@wl/kit';
import { declaredEntries } from '@wl/plain/routes';
import { AgentLink } from '../../access/index.ts';
import type { TeamFooter } from '../api/home-api.ts';
import type { AgentHomeData } from '../hooks/load-agent-home.ts';
import { useAgentHome } from '../hooks/use-agent-home.ts';
import { type Greeting, greetingFor } from '../model/greeting.ts';
import { type GridKey, gridItems } from '../model/grid.ts';
import '../home.i18n.ts';
import '../../../i18n/common.i18n.ts';
import { report } from '../../../ui/index.ts';
import styles from './agent-home.module.css';

const GREETING_TEXT = {
  morning: 'home.greeting.morning',
  early_afternoon: 'home.greeting.early_afternoon',
  late_afternoon: 'home.greeting.late_afternoon',
  evening: 'home.greeting.evening',
} as const satisfies Record<Greeting, ParseKeys<'agent'>>;

const NAV_TEXT = {
  agentTeamOverview: 'nav.agentTeamOverview',
  agentTeamPnl: 'nav.agentTeamPnl',
  memberTeam: 'nav.memberTeam',
  teamBetting: 'nav.teamBetting',
  memberTeamRebate: 'nav.memberTeamRebate',
  agentRebate: 'nav.agentRebate',
  agentDividend: 'nav.agentDividend',
  salaryContract: 'nav.salaryContract',
  dividendContract: 'nav.dividendContract',
  hourContract: 'nav.hourContract',
  agentRegister: 'nav.agentRegister',
  inbox: 'nav.inbox',
  memberNotice: 'nav.memberNotice',
  service: 'nav.service',
} as const satisfies Record<GridKey, ParseKeys<'agent'>>;

/**
 * /m/agent: the agent's greeting, balance, shortcuts, today's team and the menu grid (spec section 2). Each part reads
 * what it shows of the session by its own selector: the unread count or a trial flag changing elsewhere does not
 * draw the home again.
 */
export function AgentHome({ now = serverNow }: { now?: () => number }) {
  const home = useAgentHome();
  return (
    <div className={`${styles.home} wl-stack`}>
      <HomeGreeting today={now()} />
      <BalanceCard />
      <QueryView query={home} placeholder={<div className={styles.placeholder} />} className={styles.placeholder}>
        {(data) => (
          <>
            <TeamCounts team={data.team} />
            <MenuGrid home={data} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** The greeting for the hour of the platform's zone, by the agent's name, and the date. */
function HomeGreeting({ today }: { today: number }) {
  const { t } = useTranslation('agent');
  const name = useDisplayName();
  return (
    <div>
      <h1 id="agent-home-hello" className={styles.hello} data-frame-part="hello">
        {t(GREETING_TEXT[greetingFor(platformTime(today).hour)], { name })}
      </h1>
      <p className={styles.date} data-frame-part="date">
        {t('home.today', { date: formatDate(today) })}
      </p>
    </div>
  );
}

/** The balance and the cashier's shortcuts. */
function BalanceCard() {
  const { t } = useTranslation('agent');
  const balance = useWallet().wallet?.sumBalance;
  // the cashier's pages: a shortcut whose page is absent from this start, or closed by the gate table, is not shown
  const withdraw = useShortcut('withdraw');
  const deposit = useShortcut('deposit');
  return (
    <section className={report.card} aria-labelledby="agent-home-balance">
      <h2 id="agent-home-balance" className={styles.label}>
        {t('home.balance')}
      </h2>
      <p className={styles.balance} aria-busy={balance === undefined} data-frame-part="balance">
        {balance === undefined ? '' : formatMoney(balance)}
      </p>
      <div className={styles.shortcuts}>
        {withdraw ? (
          <AgentLink className={styles.shortcut} to={withdraw}>
            {t('home.withdraw')}
          </AgentLink>
        ) : null}
        {deposit ? (
          <AgentLink className={styles.shortcut} to={deposit}>
            {t('home.deposit')}
          </AgentLink>
        ) : null}
      </div>
    </section>
  );
}

/** The menu grid: the agent's entries with their badges, and the ones the remotes' routes declare. */
function MenuGrid({ home }: { home: AgentHomeData }) {
  const { t } = useTranslation('agent');
  const type = useSessionStore((s) => s.session?.type ?? null);
  // the grid's entries follow the one gate table (decision 026), drawn again when the flags change
  const flags = useConfigStore((s) => s.flags);
  const access = (route: string, query?: Record<string, string>) =>
    routeAccess(route, query, { type, flag: (modId) => flags[modId] === true });
  // the entries the remotes' routes declare for the grid (decision 051)
  const declared = declaredEntries(
    useRouteStore((s) => s.table.routes),
    'agentHome',
  );
  return (
    <nav className={report.card} aria-labelledby="agent-home-menu">
      <h2 id="agent-home-menu" className={styles.heading}>
        {t('home.menu')}
      </h2>
      <ul className={styles.grid}>
        {gridItems({
          enabledKeys: home.menu.enabledKeys,
          dividendEnabled: home.dividend.enabled,
          unreadMail: home.unreadMail,
          unreadNotices: home.unreadNotices,
          offers: home.offers,
          access,
          declared,
        }).map((item) => (
          <li key={item.key}>
            <AgentLink className={styles.item} to={item.to}>
              <span>{item.route !== undefined ? <RouteTitle route={item.route} /> : t(NAV_TEXT[item.key])}</span>
              {item.badge ? (
                <>
                  <span className={styles.badge} aria-hidden="true">
                    {formatCount(item.badge)}
                  </span>
                  <span className="wl-visually-hidden">
                    {' '}
                    {t(item.badgeKind === 'offer' ? 'home.offers' : 'home.unread', { count: item.badge })}
                  </span>
                </>
              ) : null}
            </AgentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A cashier shortcut: its address, or null when the page is absent or the gate table hides it. */
function useShortcut(route: string): string | null {
  const href = useRouteHref(route);
  return entryAction(useRouteAccess(route)) === 'hide' ? null : href;
}

function TeamCounts({ team }: { team: TeamFooter }) {
  const { t } = useTranslation('agent');
  const counts = [
    ['home.logged_in', team.teamLoginMemberCount],
    ['home.betting', team.teamBetMemberCount],
    ['home.registered', team.teamRegisterMemberCount],
    ['home.online', team.teamOnlineCount],
  ] as const satisfies readonly (readonly [ParseKeys<'agent'>, number])[];
  return (
    <section className={report.card} aria-labelledby="agent-home-team">
      <h2 id="agent-home-team" className={styles.heading}>
        {t('home.team_today')}
      </h2>
      <dl className={styles.counts}>
        {counts.map(([text, value]) => (
          <div key={text}>
            <dt>{t(text)}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A remote's entry's label: its route's title in the player's language. */
function RouteTitle({ route }: { route: string }) {
  return useRouteTitle(route);
}
