// The one schema of a brand's file (config/whitelabels/<brand>.json; issue 35 finding 4, decision 042): every field
// an operator may write, with its type, checked whole before the server takes the file. The fields the runtime file
// carries too are @wl/brand-config's, which the shell checks that file with; the ones only the server reads (hosts,
// releases, canary plans, the release base) are added here. The tests' brand type (e2e/lib/brands.ts) is inferred
// from it.
import { BRAND_ENTRIES, between, defaultLanguageOffered, isUrl, problemsOf, remoteName, urlOrEmpty } from '@wl/brand-config';
import * as v from 'valibot';
import { isRelease } from './releases.ts';
import { RolloutPlanSchema } from './rollouts/plan.ts';

/** A lower-case host name (no port) or a bracketed IPv6 address: what the Host header's name is matched against. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

/** A remote's release: a version of the store ("2.0.0") or its manifest's URL. */
const release = v.pipe(
  v.string(),
  v.check((value) => isRelease(value) || isUrl(value), 'is neither a release version nor a manifest URL'),
);

const BrandFileSchema = v.pipe(
  v.strictObject({
    ...BRAND_ENTRIES,
    /** the host names this brand answers (lower case, no port); none: every host (one file for a whole site) */
    hosts: v.optional(v.array(v.pipe(v.string(), v.regex(HOST_NAME, 'is not a lower-case host name')))),
    /** remote name -> its release ("1.4.0", served from the release store) or its manifest URL */
    remotes: v.record(remoteName, release),
    /** remote name -> a candidate release tried on a share (0-100) of devices */
    canary: v.optional(v.record(remoteName, v.strictObject({ release, share: v.pipe(v.number(), between(0, 100)) }))),
    /** where the release store is served from; the page's own origin when empty */
    releasesBase: v.optional(urlOrEmpty),
    /** remote name -> a candidate's rollout in steps, judged against the stable release (decision 050) */
    rollouts: v.optional(v.record(remoteName, RolloutPlanSchema)),
  }),
  defaultLanguageOffered(),
  v.check(
    (file) => Object.keys(file.canary ?? {}).every((remote) => remote in file.remotes),
    'a canary names a remote with no stable release in "remotes"',
  ),
  v.check(
    (file) =>
      Object.entries(file.rollouts ?? {}).every(
        ([remote, plan]) => isRelease(plan.candidate) && plan.candidate !== file.remotes[remote] && remote in file.remotes,
      ),
    'a rollout names a remote with no stable release, or a candidate that is not a new release of the store',
  ),
  v.check(
    (file) =>
      Object.entries(file.rollouts ?? {}).every(
        ([remote, plan]) => !file.canary?.[remote] || file.canary[remote].release === plan.candidate,
      ),
    "a remote's canary is not the candidate its rollout moves",
  ),
);

export type BrandFile = v.InferOutput<typeof BrandFileSchema>;
export type CanaryPlan = NonNullable<BrandFile['canary']>[string];

/** A brand file's content checked whole: the file, or what is wrong with it, one line a problem. */
export function parseBrandFile(content: unknown): { ok: true; file: BrandFile } | { ok: false; problems: string[] } {
  const result = v.safeParse(BrandFileSchema, content);
  if (result.success) return { ok: true, file: result.output };
  return { ok: false, problems: problemsOf(result.issues) };
}
