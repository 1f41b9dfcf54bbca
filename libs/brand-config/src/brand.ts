// A brand's configuration as one schema (issue 37 item 4, decision 048). An operator writes a brand file
// (config/whitelabels/<brand>.json, or `pnpm ops brand publish`); the server checks it whole (server/src/brand-file.ts
// adds the fields only the server reads: hosts, releases, canary plans) and makes each page its runtime file, which
// the shell checks with RuntimeFileSchema before it starts. The fields both carry are written once, here.
import * as v from 'valibot';

/** An absolute http(s) URL ('{hostname}' standing for the page's host name). */
export const isUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.replaceAll('{hostname}', 'localhost')).protocol);
  } catch {
    return false;
  }
};
export const url = v.pipe(v.string(), v.check(isUrl, 'is not an http(s) URL'));
/** An origin or a URL on one; '' for the page's own. */
export const urlOrEmpty = v.pipe(
  v.string(),
  v.check((value) => value === '' || isUrl(value), 'is neither empty nor an http(s) URL'),
);
const pageUrl = v.pipe(
  v.string(),
  v.check((value) => value.startsWith('/') || isUrl(value), 'is neither a path nor an http(s) URL'),
);
export const text = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== '', 'is empty'),
);
export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
export const remoteName = v.pipe(v.string(), v.regex(REMOTE_NAME, 'is not a remote name'));
const language = v.picklist(['bn', 'en']);
/** A number from `low` to `high`: one check where minValue and maxValue would be two more functions on a first load. */
export const between = (low: number, high: number) => v.check((n: number) => n >= low && n <= high, `is not between ${low} and ${high}`);
const provider = v.strictObject({
  authorizeUrl: pageUrl,
  tokenUrl: pageUrl,
  clientId: text,
  scope: v.optional(v.string()),
});
/**
 * A zone the platform's days are counted in. Intl.supportedValuesOf is missing before Safari 15.4 (the browser floor,
 * decision 043): there the shell takes the name as the server already checked it.
 */
const isTimeZone = (zone: string) =>
  zone === 'UTC' ||
  // eslint-disable-next-line compat/compat -- asked for only where the function is there
  typeof Intl.supportedValuesOf !== 'function' ||
  // eslint-disable-next-line compat/compat -- asked for only where the function is there
  Intl.supportedValuesOf('timeZone').includes(zone);

/** The fields a brand file and its runtime file both carry, as they are written. */
export const BRAND_ENTRIES = {
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a plain lower-case name')),
  siteName: text,
  merchantCode: text,
  trialMerchantCode: text,
  currency: v.strictObject({ code: text, symbol: text }),
  languages: v.pipe(
    v.array(language),
    v.check((list) => list.length > 0, 'names no language'),
  ),
  defaultLanguage: language,
  logo: v.string(),
  theme: v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'is not a theme name')), v.string()),
  /** the platform API's origin; empty: the page's own */
  apiBase: urlOrEmpty,
  imageCdns: v.array(url),
  /** the zone in which the platform counts report days (default Asia/Dhaka) */
  timeZone: v.optional(v.pipe(v.string(), v.check(isTimeZone, 'is not a time zone'))),
  /** social sign-in per provider (its button shows by flag: GOOGLELOGIN3, FACEBOOKLOGIN3, TELEGRAMLOGIN3) */
  socialLogin: v.optional(v.strictObject({ google: v.optional(provider), facebook: v.optional(provider), telegram: v.optional(provider) })),
  /** the players' vitals (decision 040): the share of loads measured */
  vitals: v.optional(v.strictObject({ sampleRate: v.optional(v.pipe(v.number(), between(0, 1))) })),
  /** how often an open tab asks whether its brand still names the releases it runs, in seconds (decision 050; default 60) */
  releaseCheckSeconds: v.optional(v.pipe(v.number(), between(1, 3600))),
  /** false: the page installs no service worker */
  serviceWorker: v.optional(v.boolean()),
  /** further origins the page's policy admits (tooling/build/src/security-policy.ts) */
  contentSecurity: v.optional(
    v.strictObject({ frameSrc: v.optional(v.array(url)), connectSrc: v.optional(v.array(url)), imgSrc: v.optional(v.array(url)) }),
  ),
};

/** The default language is one of the brand's languages: a check both files make. */
export const defaultLanguageOffered = <File extends { languages: string[]; defaultLanguage: string }>() =>
  v.check<File, string>((file) => file.languages.includes(file.defaultLanguage), 'the default language is not among "languages"');

const routeManifest = v.object({
  remote: v.string(),
  routes: v.array(v.object({ key: v.string(), path: v.string() })),
});

/**
 * The runtime file as the server makes it of a brand file (server/src/runtime-file.ts) and the shell reads it: the
 * brand's fields, and each remote's manifest URL, release, routes and canary offer. A field it does not name is no
 * fault: a shell released before a server that adds a field still starts.
 */
export const RuntimeFileSchema = v.pipe(
  v.object({
    ...BRAND_ENTRIES,
    /** remote name -> its manifest's URL, in the order that settles a route two remotes claim */
    remotes: v.record(remoteName, url),
    routeManifests: v.optional(v.record(remoteName, routeManifest)),
    /** remote name -> the release it runs (null: named by a manifest URL) */
    releases: v.optional(v.record(remoteName, v.nullable(v.string()))),
    /** remote name -> a candidate release offered to a share of devices */
    canary: v.optional(
      v.record(
        remoteName,
        v.object({
          url,
          release: text,
          share: v.pipe(v.number(), between(0, 100)),
          routeManifest: v.optional(routeManifest),
        }),
      ),
    ),
  }),
  defaultLanguageOffered(),
);

/** What is wrong with a value a schema refused, one line a problem, each naming its field ("canary.mf-lobby.url"). */
export const problemsOf = (issues: readonly { message: string; path?: readonly unknown[] }[]) =>
  issues.map((issue) => {
    const key = (step: unknown) => (typeof step === 'object' && step !== null && 'key' in step ? step.key : step);
    const at = (issue.path ?? []).map((step) => String(key(step))).join('.');
    return at ? `"${at}" ${issue.message}` : issue.message;
  });

export type RuntimeFile = v.InferOutput<typeof RuntimeFileSchema>;

/**
 * A runtime file checked whole: the file, or what is wrong with it, one line a problem. The file is given back as it
 * came, with the fields the schema does not name (a route's module, titles and gate): the schema transforms nothing,
 * so what it passed is what was checked.
 */
export function parseRuntimeFile(content: unknown): { ok: true; file: RuntimeFile } | { ok: false; problems: string[] } {
  // through Standard Schema's validate, as @wl/kit runs the platform's schemas: a page that runs it adds no more
  // of valibot to the functions its first load already shares
  const result = RuntimeFileSchema['~standard'].validate(content);
  if (result instanceof Promise) throw new Error('the runtime file schema is synchronous');
  return result.issues ? { ok: false, problems: problemsOf(result.issues) } : { ok: true, file: content as RuntimeFile };
}
