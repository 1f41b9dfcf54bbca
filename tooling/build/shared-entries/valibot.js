// What the pages share as 'valibot' (federation.ts: sharedSingletons, not a singleton): the schema functions of
// @wl/platform-contract's calls, one copy for @wl/kit (the start-up answers) and every remote. Bundled by
// each part, the same functions rode twice on the first screen (the lobby's copy beside @wl/kit's) and once
// more with each remote's first page. A shared module is never tree-shaken, so it carries only the functions
// the contract's schemas call; importing another is a test failure (shared-entries.test.ts), not an undefined.
// 'valibot-whole' is the package itself (federation.ts: resolve.alias): by its own name the import would be
// taken from the share scope, that is from this module.
export {
  array,
  boolean,
  check,
  description,
  forward,
  instance,
  lazy,
  nullable,
  number,
  object,
  optional,
  partial,
  partialCheck,
  picklist,
  pipe,
  record,
  regex,
  strictObject,
  string,
  transform,
  union,
  unknown,
} from 'valibot-whole';
