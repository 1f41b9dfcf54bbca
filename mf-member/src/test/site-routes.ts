import { installRoutes } from '@wl/testing';
import { routes } from '../routes.ts';

/**
 * The other remotes' routes that mf-member's pages link to, as a start with every remote has them (spec
 * section 2). A test that drops one calls installRoutes itself.
 */
export const OTHER_ROUTES = {
  home: '/m/home',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  upLineTransfer: '/m/upLine/transfer',
  activity: '/m/activity',
  settings: '/m/set',
  agent: '/m/agent',
  changePassword: '/m/changePsw',
};

beforeEach(() => installRoutes(routes, OTHER_ROUTES));
