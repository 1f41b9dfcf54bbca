import { installRoutes } from '@wl/testing';
import { routes } from '../routes.ts';

/**
 * The other remotes' routes that mf-cashier's pages link to, as a start with every remote has them (spec
 * section 2). A test that drops one calls installRoutes itself.
 */
export const OTHER_ROUTES = {
  home: '/m/home',
  securityCenter: '/m/securityCenter',
};

beforeEach(() => installRoutes(routes, OTHER_ROUTES));
