export {
  addedReleaseProblems,
  brandForHost,
  brandProblems,
  brandSource,
  loadBrands,
  loadReleases,
  parseBrandText,
  releaseProblems,
} from './brands.ts';
export type { Brand, BrandFile, BrandSource, CanaryPlan } from './brands.ts';
export { DEFAULT_HEALTH_LIMITS, HEALTH_KINDS, HealthIntake, parseReport, ReportRate } from './health.ts';
export type { HealthEvent, HealthKind, HealthLimits, ReportVerdict } from './health.ts';
export { createMetrics, VITAL_BUCKETS } from './metrics.ts';
export type { ServerMetrics } from './metrics.ts';
export { figureQueries, readFigures } from './ops-figures.ts';
export type { Figures, PrometheusSource, ReleaseFigures, RouteVitals } from './ops-figures.ts';
export {
  isRelease,
  manifestUrlOf,
  RELEASE_VERSION,
  releaseDir,
  releaseOfPath,
  releasePath,
} from './releases.ts';
export type { ReleaseRecord } from './releases.ts';
export { anyOf, forDevice, readJsonCached, releasesBaseOf, runtimeFileFor } from './runtime-file.ts';
export { originManifests, releaseOrigin } from './release-origin.ts';
export type { Presence, ReleaseOrigin } from './release-origin.ts';
export { pageDevice, readCookies } from './device.ts';
export type { PageDevice } from './device.ts';
export type { BrandRuntimeFile, CanaryOffer, ManifestReader, RemoteManifest } from './runtime-file.ts';
export { createApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { isLoopback, trustedProxies } from '@wl/http-answers/client-address';
export { localRemotes } from './local-remotes.ts';
export { DEFAULT_VITALS_LIMITS, parseVitals, VITAL_METRICS, VitalsIntake } from './vitals.ts';
export type { VitalMetric, VitalSample, VitalsLimits, VitalsVerdict } from './vitals.ts';
// the operators' tools (scripts/ops.ts, scripts/release.ts) and the local topology (scripts/lib/site-topology.ts)
export { BrandStore, storeClient } from './brand-store.ts';
export type { Change, PublishResult } from './brand-store.ts';
export { type LocalEtcd, startEtcd } from './etcd-local.ts';
export { merchantWarnings } from './merchant-check.ts';
export { PREVIEW_PARAM, previewKey, signPreview } from './preview.ts';
export { OPERATOR_COMMANDS, RolloutController } from './rollouts/controller.ts';
export type { OperatorCommand } from './rollouts/controller.ts';
export { statusText } from './rollouts/status-text.ts';
export { readShellProvides, shellCannotRun } from './shell-compat.ts';
