// The one schema of a brand's file (config/whitelabels/<brand>.json; issue 35 finding 4, decision 042): every field
// an operator may write, with its type, checked whole before the server takes the file. The page never reads
// this file as it is written (it gets the runtime file the server makes of it, shared's RuntimeConfig), so the
// schema lives with the server, and the tests' brand type (e2e/lib/brands.ts) is inferred from it.
import * as v from 'valibot';
import { isRelease } from './releases.ts';

/** A lower-case host name (no port) or a bracketed IPv6 address: what the Host header's name is matched against. */
export const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** An absolute http(s) URL ('{hostname}' standing for the page's host name). */
const isUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.replaceAll('{hostname}', 'localhost')).protocol);
  } catch {
    return false;
  }
};
const url = v.pipe(v.string(), v.check(isUrl, 'is not an http(s) URL'));
/** An origin or a URL on one; '' for the page's own. */
const urlOrEmpty = v.pipe(
  v.string(),
  v.check((value) => value === '' || isUrl(value), 'is neither empty nor an http(s) URL'),
);
const pageUrl = v.pipe(
  v.string(),
  v.check((value) => value.startsWith('/') || isUrl(value), 'is neither a path nor an http(s) URL'),
);
/** A remote's release: a version of the store ("2.0.0") or its manifest's URL. */
const release = v.pipe(
  v.string(),
  v.check((value) => isRelease(value) || isUrl(value), 'is neither a release version nor a manifest URL'),
);
const text = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', 'is empty'),
);
const language = v.picklist(['bn', 'en']);
const provider = v.strictObject({
  authorizeUrl: pageUrl,
  tokenUrl: pageUrl,
  clientId: text,
  scope: v.optional(v.string()),
});

export const BrandFileSchema = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a plain lower-case name')),
    siteName: text,
    /** the host names this brand answers (lower case, no port); none: every host (one file for a whole site) */
    hosts: v.optional(v.array(v.pipe(v.string(), v.regex(HOST_NAME, 'is not a lower-case host name')))),
    merchantCode: text,
    trialMerchantCode: text,
    currency: v.strictObject({ code: text, symbol: text }),
    languages: v.pipe(v.array(language), v.nonEmpty('names no language')),
    defaultLanguage: language,
    logo: v.string(),
    theme: v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'is not a theme name')), v.string()),
    /** the platform API's origin; empty: the page's own */
    apiBase: urlOrEmpty,
    /** remote name -> its release ("1.4.0", served from the release store) or its manifest URL */
    remotes: v.record(v.pipe(v.string(), v.regex(REMOTE_NAME, 'is not a remote name')), release),
    /** remote name -> a candidate release tried on a share (0-100) of devices */
    canary: v.optional(
      v.record(
        v.pipe(v.string(), v.regex(REMOTE_NAME, 'is not a remote name')),
        v.strictObject({ release, share: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) }),
      ),
    ),
    /** where the release store is served from; the page's own origin when empty */
    releasesBase: v.optional(urlOrEmpty),
    imageCdns: v.array(url),
    timeZone: v.optional(
      v.pipe(
        v.string(),
        v.check((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'is not a time zone'),
      ),
    ),
    socialLogin: v.optional(
      v.strictObject({ google: v.optional(provider), facebook: v.optional(provider), telegram: v.optional(provider) }),
    ),
    /** the players' vitals (decision 040): the share of loads measured */
    vitals: v.optional(v.strictObject({ sampleRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))) })),
    /** false: the page installs no service worker */
    serviceWorker: v.optional(v.boolean()),
    /** further origins the page's policy admits (tooling/build/src/security-policy.ts) */
    contentSecurity: v.optional(
      v.strictObject({ frameSrc: v.optional(v.array(url)), connectSrc: v.optional(v.array(url)), imgSrc: v.optional(v.array(url)) }),
    ),
  }),
  v.check((file) => file.languages.includes(file.defaultLanguage), 'the default language is not among "languages"'),
  v.check(
    (file) => Object.keys(file.canary ?? {}).every((remote) => remote in file.remotes),
    'a canary names a remote with no stable release in "remotes"',
  ),
);

export type BrandFile = v.InferOutput<typeof BrandFileSchema>;
export type CanaryPlan = NonNullable<BrandFile['canary']>[string];

/** A brand file's content checked whole: the file, or what is wrong with it, one line a problem. */
export function parseBrandFile(content: unknown): { ok: true; file: BrandFile } | { ok: false; problems: string[] } {
  const result = v.safeParse(BrandFileSchema, content);
  if (result.success) return { ok: true, file: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const at = v.getDotPath(issue);
      return at ? `"${at}" ${issue.message}` : issue.message;
    }),
  };
}
