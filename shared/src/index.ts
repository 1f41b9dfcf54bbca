// @wl/shared 5.x, a facade over @wl/kit (decision 058): the releases built on 5.x consume it from the shell, and each
// name is the kit's own object, so they share the page's one session store, i18next and query cache with the parts
// built on the kit. The names the kit dropped come from its `shared5` namespace (their types from its legacy entry) and
// from @wl/plain. Nothing new imports it
// (.dependency-cruiser.cjs: nothing-new-imports-the-facade).
export * from '@wl/kit';
import { shared5 } from '@wl/kit';

export const { countdownSeconds, http, isFlagOn, NavLink, NON_AGENT_TYPES, PLATFORM_TIME_ZONE, useCountdown, variantOf, visitorNow } =
  shared5;
export type {
  CanaryOffer,
  ContractCall,
  DateInput,
  DateKind,
  EntryAction,
  NumberInput,
  OpeningRecords,
  Visitor,
  WallTime,
} from '@wl/kit/legacy';
export { useQuery } from './use-query-5.ts';
export { useSessionStore } from './session-store-5.ts';
export { runStandalone } from './deprecated-runner.ts';
export type { DeviceRelease, ReleaseSource } from '@wl/plain/release-share';
export {
  DEVICE_COOKIE,
  DEVICE_ID,
  deviceReleases,
  FELL_BACK_COOKIE,
  formatFellBack,
  inShare,
  parseFellBack,
} from '@wl/plain/release-share';
// the host's names 5.x had at its root, a host's alone now (decision 075)
export { applyTheme, fetchRuntimeConfig, loadPlatformSettings, resolveRemoteUrl, type StartupMode, startupMode } from '@wl/host';
export { defineRoutes, HOME_ALIASES, routeConflicts, routeOfPath } from '@wl/plain/routes';
export type { FirstScreen, RouteGate, RouteRedirect, RouteTable, RouteTitles, RouteVariant, ShellSlot } from '@wl/plain/routes';
