// The releases built on @wl/shared 5.x run on this facade (decision 058): every value 5.9.0 exported is still
// there, and is the kit's own object (from its root, or its legacy entry for the names the kit dropped), so that such
// a release and the parts built on the kit share one session store, one i18next and one query cache. (The types are
// the kit's, checked by the typecheck of the facade itself.)
import * as plainShare from '@wl/plain/release-share';
import * as plainRoutes from '@wl/plain/routes';
import * as host from '@wl/host';
import * as kit from '@wl/kit';
import * as kitForms from '@wl/kit/forms';
import * as legacy from '@wl/kit/legacy';
import * as kitInfinite from '@wl/kit/infinite-query';
import * as forms from './forms.ts';
import * as facade from './index.ts';
import * as infinite from './infinite-query.ts';
import { runStandalone as runStandalone5 } from './deprecated-runner.ts';
import { useSessionStore as useSessionStore5 } from './session-store-5.ts';
import { useQuery as useQuery5 } from './use-query-5.ts';

/** @wl/shared 5.9.0's values, as its README listed them */
const VALUES_5_9 = [
  'accessFor',
  'api',
  'ApiError',
  'applyTheme',
  'BrowserRouter',
  'buildRouteTable',
  'CdnImage',
  'clearDrafts',
  'confirmDialog',
  'countdownSeconds',
  'DateRangePicker',
  'daysSince',
  'DEFAULT_LAYOUT',
  'defineRoutes',
  'DEVICE_COOKIE',
  'DEVICE_ID',
  'deviceReleases',
  'Dialog',
  'DialogButton',
  'DialogHost',
  'displayName',
  'EmptyState',
  'entryAction',
  'ErrorState',
  'errorText',
  'events',
  'FELL_BACK_COOKIE',
  'fetchRuntimeConfig',
  'fetchUnreadCount',
  'fetchWithTimeout',
  'FilterSelect',
  'formatCount',
  'formatDate',
  'formatDateRange',
  'formatDecimal',
  'formatDuration',
  'formatFellBack',
  'formatMoney',
  'formatPercent',
  'getRuntimeConfig',
  'HOME_ALIASES',
  'HOME_ROUTE',
  'homeHref',
  'http',
  'i18n',
  'inShare',
  'isAgentType',
  'isApiError',
  'isFlagOn',
  'isLanguage',
  'isTrialType',
  'LANGUAGE_REFETCH_MS',
  'LANGUAGES',
  'latinDigits',
  'LineIcon',
  'Link',
  'Loading',
  'loadMember',
  'loadPlatformSettings',
  'loadWallet',
  'MemoryRouter',
  'Navigate',
  'NavLink',
  'NO_DIVIDEND_TYPES',
  'NON_AGENT_TYPES',
  'noteServerTime',
  'openingRecords',
  'Outlet',
  'PageLoading',
  'Pagination',
  'parseFellBack',
  'persistLanguage',
  'PLATFORM_TIME_ZONE',
  'platformGet',
  'platformLanguage',
  'platformTime',
  'platformToday',
  'PRELOADED_FRESH_MS',
  'presetRange',
  'queryCache',
  'QueryView',
  'readStored',
  'RecordFields',
  'RecordsList',
  'registerTranslations',
  'request',
  'resetServerClock',
  'resolveRemoteUrl',
  'Route',
  'routeAccess',
  'routeConflicts',
  'routeForPath',
  'routeHref',
  'RouteLink',
  'routeManifestProblems',
  'RouteNavLink',
  'routeOfPath',
  'Routes',
  'ruleOf',
  'runStandalone',
  'SafeHtml',
  'serverNow',
  'sessionStorageAvailable',
  'setErrorNotifier',
  'setImageCdns',
  'setRoutes',
  'setRuntimeConfig',
  'signOut',
  'SmsSendButton',
  'Spinner',
  'STANDALONE_CONFIG',
  'startupMode',
  'StatusBadge',
  'toast',
  'TOAST_DURATION',
  'ToastHost',
  'useArrivalTurn',
  'useConfigStore',
  'useCountdown',
  'useDraft',
  'useFlag',
  'useGate',
  'useLocation',
  'useMutation',
  'useNavigate',
  'useQuery',
  'useRouteAccess',
  'useRouteHref',
  'useRouteStore',
  'useRouteTitle',
  'useSearchParams',
  'useSessionStore',
  'useSmsSender',
  'useUiPrefs',
  'variantOf',
  'visitorNow',
  'withQuery',
  'writeStored',
] as const;

describe('@wl/shared 5.x over @wl/kit', () => {
  // 5.x's useQuery and session store are the facade's own: 5.x's options (decision 073, use-query-5.test.tsx), and
  // the member's figures beside the session (decision 074, session-store-5.test.ts); so is its lazy runner of a remote
  // alone, which loads the host's (decision 075)
  const own = {
    ...plainShare,
    ...plainRoutes,
    ...host,
    ...kit,
    ...legacy,
    useQuery: useQuery5,
    useSessionStore: useSessionStore5,
    runStandalone: runStandalone5,
  } as Record<string, unknown>;

  it.each(VALUES_5_9)("%s is the kit's own (or the host's, or @wl/plain's)", (name) => {
    expect(facade).toHaveProperty(name);
    expect((facade as Record<string, unknown>)[name]).toBe(own[name]);
  });

  it("takes the dropped names from the kit's root, as one namespace of its legacy entry", () => {
    expect({ ...kit.shared5 }).toEqual({ ...legacy });
  });

  it("keeps from the kit's legacy entry only what the kit's root dropped", () => {
    expect(Object.keys(legacy).filter((name) => name in kit)).toEqual([]);
    expect(Object.keys(legacy).filter((name) => !(VALUES_5_9 as readonly string[]).includes(name))).toEqual([]);
  });

  it('keeps the form kit and the infinite lists as the kit has them', () => {
    expect(Object.keys(forms).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(kitForms)) expect((forms as Record<string, unknown>)[name]).toBe(value);
    expect(infinite.useInfiniteQuery).toBe(kitInfinite.useInfiniteQuery);
  });
});
