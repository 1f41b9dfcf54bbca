// What the pages share as 'react-i18next' (federation.ts: sharedSingletons). A shared singleton is
// provided whole, as other parts may use any of its names; the package's Trans, its HTML parser, the
// higher-order components and the SSR helpers are none of ours, so the singleton carries only the names
// the parts use. Importing any other name is a test failure (shared-entries.test.ts), not an undefined.
// 'react-i18next-whole' is the package itself (federation.ts: resolve.alias): by its own name the import
// would be taken from the share scope, that is from this module.
export { initReactI18next, useTranslation } from 'react-i18next-whole';
