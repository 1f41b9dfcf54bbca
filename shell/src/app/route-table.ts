import { paths, ROUTE_OWNERS, type RouteKey } from '@wl/shared';

type RouteOwner = (typeof ROUTE_OWNERS)[number];

export interface RouteEntry extends RouteOwner {
  path: string;
}

/** Every route of spec section 2 with its path and owner (docs/architecture.md, route ownership). */
export const ROUTES: RouteEntry[] = ROUTE_OWNERS.map((owner) => ({ ...owner, path: paths[owner.key] }));

/** Spec section 2: login, register, mine, agent and help omit the header. */
const NO_HEADER: RouteKey[] = ['login', 'register', 'mine', 'memberHome', 'agent', 'help'];
/** Spec section 2: where the bottom menu is hidden. */
const NO_BOTTOM_MENU: RouteKey[] = [
  'login',
  'register',
  'trial',
  'launchGame',
  'changePassword',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'userAgreement',
  'maintenance',
  'agent',
];
/** Back from these goes home rather than back in history (from the social callback: not to the provider's page). */
const BACK_HOME: RouteKey[] = ['login', 'register', 'trial', 'notice', 'forget', 'socialCallback'];

export interface Layout {
  header: boolean;
  bottomMenu: boolean;
  backHome: boolean;
  isHome: boolean;
}

export function layoutFor(key: RouteKey | null): Layout {
  if (!key) return { header: true, bottomMenu: true, backHome: false, isHome: false };
  return {
    header: !NO_HEADER.includes(key),
    bottomMenu: !NO_BOTTOM_MENU.includes(key),
    backHome: BACK_HOME.includes(key),
    isHome: key === 'home',
  };
}

export function routeKeyForPath(pathname: string): RouteKey | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = ROUTES.find((route) => route.path === clean);
  if (match) return match.key;
  if (clean === paths.maintenance) return 'maintenance';
  if (clean === paths.regionRestricted) return 'regionRestricted';
  return null;
}
