// The public API of @wl/shared: what the shell and the remotes may use. Named, not `export *`.

// config and whitelabel flags
export {
  REMOTE_NAMES,
  applyTheme,
  fetchRuntimeConfig,
  flattenFlags,
  getRuntimeConfig,
  isFlagOn,
  resolveRemoteUrl,
  setFlags,
  setRuntimeConfig,
  setSiteInfo,
  setSystemStatus,
  startupMode,
  useConfigStore,
  useFlag,
} from './config/runtime-config.ts';
export type { FlagNode, Flags, RemoteName, RuntimeConfig, SiteInfo, StartupMode, SystemStatus } from './config/runtime-config.ts';
export { loadPlatformSettings } from './config/platform-settings.ts';

// browser storage that never throws (blocked site data, full quota)
export { readStored, readStoredJson, sessionStorageAvailable, storageArea, writeStored } from './storage/browser-storage.ts';
export type { StorageArea } from './storage/browser-storage.ts';

// events
export { createEventBus, events } from './events/event-bus.ts';
export type { AppEvents, EventBus } from './events/event-bus.ts';

// session
export { displayName, getSession, isLoggedIn, useSessionStore } from './session/session-store.ts';
export type { SessionState } from './session/session-store.ts';
export { NON_AGENT_TYPES, NO_DIVIDEND_TYPES, TRIAL_TYPE, isAgentType, isTrialType } from './session/session-types.ts';
export type { MemberInfo, SessionInfo, Wallet } from './session/session-types.ts';
export { UNREAD_THROTTLE_MS, fetchUnreadCount, loadMember, loadWallet } from './session/member-api.ts';
export { signOut } from './session/sign-out.ts';
export { useUiPrefs } from './session/ui-prefs.ts';

// http
export { api, http, request } from './http/client.ts';
export type { RequestOptions } from './http/client.ts';
export { ApiError, isApiError } from './http/api-error.ts';
export { errorText } from './http/error-text.ts';
export { setErrorNotifier } from './http/notify.ts';
export { deviceKind } from './http/device.ts';
export { LOAD_TIMEOUT_MS, fetchWithTimeout } from './http/fetch-with-timeout.ts';

// i18n
export { currentLanguage, i18n, persistLanguage, registerTranslations } from './i18n/i18n.ts';
export { DEFAULT_LANGUAGE, LANGUAGES, PLATFORM_LANGUAGE, isLanguage } from './i18n/languages.ts';
export type { Language, Translations } from './i18n/languages.ts';

// routes
export { aliases, href, paths } from './routes/paths.ts';
export type { RouteKey, RoutePath } from './routes/paths.ts';
export { ROUTE_OWNERS } from './routes/route-owners.ts';
export type { RouteOwner } from './routes/route-owners.ts';

// a remote running alone, for its own team
export { runStandalone } from './standalone/run-standalone.tsx';
export { STANDALONE_CONFIG } from './standalone/standalone-config.ts';
export type { StandalonePage } from './standalone/standalone-pages.ts';
export { NotBuiltRoute } from './routes/not-built-route.tsx';

// format
export { daysSince, formatAmount, formatBalance, formatDate, formatDateRange, maskBalance, toDate } from './format/index.ts';
export type { DateFormat, DateInput } from './format/index.ts';

// validation
export {
  DEFAULT_MOBILE_MIN_LENGTH,
  INPUT_LIMITS,
  LANGUAGE_REVALIDATE_DELAY_MS,
  captcha,
  captchaGeneric,
  changePasswordConfirm,
  compilePattern,
  compose,
  confirmPassword,
  differentFrom,
  differentFromField,
  digitsOnly,
  email,
  equalsField,
  firstInvalidField,
  lettersOrDigits,
  matches,
  maxLength,
  minLength,
  mobileNum,
  patternErrorKey,
  remark,
  required,
  smsCode,
  useFormValidation,
  validateField,
  validateForm,
  validationMessage,
} from './validation/index.ts';
export type {
  CheckSet,
  FieldCheck,
  FieldRule,
  FormValidation,
  FormValues,
  MobileNumOptions,
  RuleSet,
  UseFormValidationOptions,
  ValidateFieldExtra,
  ValidationError,
} from './validation/index.ts';

// server data: one cache, one hook, one view of its states
export { QueryView, newIdempotencyKey, queryCache, useMutation, useQuery } from './data/index.ts';
export type { MutationContext, MutationResult, QueryKey, QueryOptions, QueryResult, QueryViewProps, RefetchTrigger } from './data/index.ts';

// records-list kit: every record screen (deposits, withdrawals, bets, team lists)
export { DateRangePicker, RecordFields, RecordsList, StatusBadge, presetRange, rangeProblem } from './ui/records/index.ts';
export type {
  DateRange,
  FilterOption,
  RangePreset,
  RecordField,
  RecordsListProps,
  RecordsPage,
  RecordsQuery,
  StatusTone,
} from './ui/records/index.ts';

// ui kit
export {
  CdnImage,
  Dialog,
  DialogButton,
  DialogHost,
  EmptyState,
  ErrorState,
  LOADING_DELAY_MS,
  LineIcon,
  Loading,
  NotBuilt,
  PAGE_WINDOW,
  PageLoading,
  Pagination,
  SafeHtml,
  Spinner,
  TOAST_DURATION,
  ToastHost,
  confirmDialog,
  paginationModel,
  pickCdn,
  resolveImageUrl,
  loadSanitizer,
  setImageCdns,
  toast,
  useDelayedFlag,
} from './ui/index.ts';
export type {
  CdnImageProps,
  ConfirmOptions,
  DialogButtonProps,
  DialogProps,
  EmptyStateProps,
  ErrorStateProps,
  IconProps,
  LoadingProps,
  NotBuiltProps,
  PaginationItem,
  PaginationModelInput,
  PaginationProps,
  SafeHtmlProps,
  ToastHandle,
  ToastKind,
} from './ui/index.ts';

// router (loads once, with this package)
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router/index.ts';
export type { LinkProps, NavLinkProps, NavigateFunction } from './router/index.ts';
