import { useTranslation } from 'react-i18next';
import { HOME_ROUTE, RouteLink, useRouteAccess, useRouteTitle, useSessionStore } from '@wl/kit';
import { HomeIcon, UserIcon } from './icons.tsx';
import styles from './way-on.module.css';

/** The member centre's route: the way on leads there for a member (its other address, /m/member/home, is the same page). */
const MEMBER_CENTRE = 'mine';

/**
 * A way on from a screen with neither header nor bottom menu (decision 029): home and, for a member, the member
 * centre. The shell draws it from the route's layout, so a new route with that layout has it with no code.
 */
export function WayOn({ here }: { here?: string | null }) {
  const { t } = useTranslation('shell');
  const homeTitle = useRouteTitle(HOME_ROUTE);
  const centreTitle = useRouteTitle(MEMBER_CENTRE);
  const member = useSessionStore((s) => s.session !== null);
  const centre = useRouteAccess(MEMBER_CENTRE);
  const showCentre = member && centre.open && here !== MEMBER_CENTRE && here !== 'memberHome';
  return (
    <nav className={styles.wayOn} aria-label={t('way_on')} data-testid="way-on">
      <RouteLink route={HOME_ROUTE} className={styles.link}>
        <HomeIcon width={18} height={18} />
        <span>{homeTitle}</span>
      </RouteLink>
      {showCentre ? (
        <RouteLink route={MEMBER_CENTRE} className={styles.link}>
          <UserIcon width={18} height={18} />
          <span>{centreTitle}</span>
        </RouteLink>
      ) : null}
    </nav>
  );
}
