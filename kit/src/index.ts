// The public API of @wl/kit: what the shell and the remotes use. Named, not `export *`. The names @wl/shared 5.x had
// and no part uses are the facade's alone (`shared5`, legacy.ts; decision 058).

// config and whitelabel flags
// (the runtime file's reading, the theme and the start-up settings are a host's: @wl/host, decision 075)
export { getRuntimeConfig, setRuntimeConfig, useConfigStore, useFlag } from './config/runtime-config.ts';
export type { RemoteName, RuntimeConfig } from './config/runtime-config.ts';

// browser storage that never throws (blocked site data, full quota)
export { readStored, sessionStorageAvailable, writeStored } from './storage/browser-storage.ts';

// events
export { events } from './events/event-bus.ts';

// session
export { useSessionStore } from './session/session-store.ts';

export { NO_DIVIDEND_TYPES, isAgentType, isTrialType } from './session/session-types.ts';
export type { MemberInfo, SessionInfo } from './session/session-types.ts';
export {
  displayName,
  fetchUnreadCount,
  loadMember,
  loadWallet,
  MEMBER_KEYS,
  useDisplayName,
  useMember,
  useUnreadCount,
  useWallet,
} from './session/member-api.ts';
export { signOut } from './session/sign-out.ts';
export { clearDrafts, useDraft } from './session/drafts.ts';
export { useUiPrefs } from './session/ui-prefs.ts';

// http
export { api, platformGet, request } from './http/client.ts';
export { fetchWithTimeout } from '@wl/plain/fetch-with-timeout';
export { noteServerTime, resetServerClock, serverNow } from './http/server-clock.ts';

export { ApiError, isApiError } from './http/api-error.ts';
export type { CallValue } from './http/contract-call.ts';
export { errorText } from './http/error-text.ts';
export { setErrorNotifier } from './http/notify.ts';

// i18n
export { i18n, persistLanguage, platformLanguage, registerTranslations } from './i18n/i18n.ts';
export { LANGUAGES, isLanguage } from './i18n/languages.ts';
export type { Language } from './i18n/languages.ts';

// routes
export {
  DEFAULT_LAYOUT,
  HOME_ROUTE,
  buildRouteTable,
  routeManifestProblems,
  withQuery,
} from '@wl/plain/routes';
export type {
  RouteDeclaration,
  RouteLayout,
  RouteEntry,
  RouteManifest,
} from '@wl/plain/routes';
export { accessFor, entryAction, routeAccess, ruleOf, useGate, useRouteAccess } from './routes/route-access.ts';
export type { AccessReason, RouteAccess } from './routes/route-access.ts';
export { homeHref, routeForPath, routeHref, setRoutes, useRouteHref, useRouteStore } from './routes/route-table.ts';
export { useRouteTitle } from './routes/route-title.ts';
export { RouteLink, RouteNavLink } from './routes/route-link.tsx';

// a remote running alone, for its own team
export { STANDALONE_CONFIG } from './standalone/standalone-config.ts';

// format
export {
  daysSince,
  formatCount,
  formatDate,
  formatDateRange,
  formatDecimal,
  formatDuration,
  formatMoney,
  formatPercent,
  latinDigits,
  platformTime,
  platformToday,
} from './format/index.ts';

// server data: one cache, one hook, one view of its states
export { LANGUAGE_REFETCH_MS, MONEY_KEY, PRELOADED_FRESH_MS, QueryView, queryCache, useMutation, useQuery } from './data/index.ts';

// records-list kit: every record screen (deposits, withdrawals, bets, team lists)
export { DateRangePicker, FilterSelect, RecordFields, RecordsList, StatusBadge, openingRecords, presetRange } from './ui/records/index.ts';
export type { DateRange, RecordsPage, RecordsQuery, StatusTone } from './ui/records/index.ts';

// ui kit
export {
  useArrivalTurn,
  CdnImage,
  Dialog,
  DialogButton,
  DialogHost,
  EmptyState,
  ErrorState,
  LineIcon,
  Loading,
  PageLoading,
  Pagination,
  SafeHtml,
  SmsSendButton,
  Spinner,
  TOAST_DURATION,
  ToastHost,
  confirmDialog,
  setImageCdns,
  toast,
  useSmsSender,
} from './ui/index.ts';
export type { SmsSender } from './ui/index.ts';

// router (loads once, with this package)
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router/index.ts';

// the names @wl/shared 5.x had and no part uses, for its facade alone (shared/, decision 058): one namespace of the
// kit's own modules, so that the facade reaches them through the page's one kit (Biome refuses it anywhere else)
export * as shared5 from './legacy.ts';
