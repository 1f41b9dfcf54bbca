import { installRoutes } from '@wl/testing';
import { routes } from '../routes.ts';

/**
 * The other remotes' routes that mf-lobby's pages link to, as a start with every remote has them (spec
 * section 2). A test that drops one calls installRoutes itself.
 */
export const OTHER_ROUTES = {
  login: '/m/login',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
};

beforeEach(() => installRoutes(routes, OTHER_ROUTES));
