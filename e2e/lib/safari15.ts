// A Safari 15.0-level engine in Chromium (issue 34): before any of the site's scripts run, every JavaScript
// function that Safari 15.0 lacks and later engines have is removed, so a call the browser floor does not
// allow fails here as it fails on an iPhone 7. Syntax cannot be removed this way; the build's targets and the
// lint's compat check (decision 042) cover it.
import type { BrowserContext } from '@playwright/test';

/** iOS 15.0's Safari, as an iPhone 7 sends it: the site's own iOS paths (the add-to-home guide) run too. */
export const SAFARI_15_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';

/** What Safari 15.0 lacks, by owner: each arrived in Safari 15.4 or later (MDN's compatibility data). */
export const MISSING_IN_SAFARI_15 = {
  AbortSignal: ['timeout', 'any'],
  'Array.prototype': ['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with'],
  Array: ['fromAsync'],
  'String.prototype': ['at', 'isWellFormed', 'toWellFormed'],
  'TypedArray.prototype': ['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'with'],
  Object: ['hasOwn', 'groupBy'],
  Map: ['groupBy'],
  Promise: ['withResolvers'],
  'Set.prototype': ['union', 'intersection', 'difference', 'symmetricDifference', 'isSubsetOf', 'isSupersetOf', 'isDisjointFrom'],
  'Crypto.prototype': ['randomUUID'],
  globalThis: ['structuredClone', 'BroadcastChannel', 'requestIdleCallback', 'cancelIdleCallback', 'Iterator'],
  'Intl.NumberFormat.prototype': ['formatRange', 'formatRangeToParts'],
  'Element.prototype': ['checkVisibility'],
} as const;

/** Removes them in every page and frame of the context, before the page's first script. */
export async function asSafari15(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (missing: Record<string, readonly string[]>) => {
      const typedArray = Object.getPrototypeOf(Int8Array);
      const owners: Record<string, object | undefined> = {
        AbortSignal,
        'Array.prototype': Array.prototype,
        Array,
        'String.prototype': String.prototype,
        'TypedArray.prototype': typedArray.prototype,
        Object,
        Map,
        Promise,
        'Set.prototype': Set.prototype,
        'Crypto.prototype': globalThis.Crypto?.prototype,
        globalThis,
        'Intl.NumberFormat.prototype': Intl.NumberFormat.prototype,
        'Element.prototype': globalThis.Element?.prototype,
      };
      for (const [owner, names] of Object.entries(missing)) {
        const target = owners[owner] as Record<string, unknown> | undefined;
        if (!target) continue;
        for (const name of names) {
          Reflect.deleteProperty(target, name);
          // a property that will not delete (a non-configurable one) is at least made absent to `in` and calls
          if (name in target) Object.defineProperty(target, name, { value: undefined, configurable: true });
        }
      }
    },
    MISSING_IN_SAFARI_15 as unknown as Record<string, readonly string[]>,
  );
}
