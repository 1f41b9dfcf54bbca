import { useConfigStore } from '@wl/kit';
import { installRoutes } from '@wl/testing';
import { routes } from '../routes.ts';

/**
 * The other remotes' routes that mf-agent's pages link to, as a start with every remote has them (spec
 * section 2). A test that drops one calls installRoutes itself.
 */
export const OTHER_ROUTES = {
  home: '/m/home',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  memberNotice: '/m/member/notice',
  inbox: '/m/webEmail',
  service: '/m/service',
  agentRegister: '/m/agentRegister',
};

/** Every switch the agency centre's pages need, on (the dev API's default): a test that turns one off sets the flags itself. */
const ALL_ON = Object.fromEntries(routes.routes.flatMap((r) => r.flags ?? []).map((modId) => [modId, true]));

beforeEach(() => {
  installRoutes(routes, OTHER_ROUTES);
  useConfigStore.setState({ flags: ALL_ON });
});
