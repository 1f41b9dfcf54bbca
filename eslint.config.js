// The browser floor's check (decision 043), and only that: Biome holds every other rule (decision 009). A
// function or Web API beyond the browsers of .browserslistrc, used without a fallback, fails `pnpm lint`.
// - The source (TypeScript, before SWC): SWC lowers syntax to the floor, not functions, so functions and Web APIs
//   are checked here: eslint-plugin-compat from .browserslistrc (Web APIs and static built-ins, with MDN's data),
//   and es-x for the built-ins Safari 15.0 lacks (prototype methods by name: `.at(` is refused on any object).
// - The build (scripts/compat.sh --dist): libraries are not lowered, so their syntax beyond the floor is checked
//   in the files players load.
import tsParser from '@typescript-eslint/parser';
import compat from 'eslint-plugin-compat';
import esx from 'eslint-plugin-es-x';

const rulesOf = (...configs) => Object.assign({}, ...configs.map((name) => esx.configs[`flat/${name}`].rules));

/** ES2022's built-ins Safari 15.0 lacks (it has the rest of ES2022: class fields, private members, top-level await). */
const ES2022_BEYOND_SAFARI_15 = {
  'es-x/no-array-prototype-at': 'error',
  'es-x/no-string-prototype-at': 'error',
  'es-x/no-object-hasown': 'error',
};
/** Syntax Safari 15.0 cannot parse: one such token in a chunk and the whole chunk fails. */
const SYNTAX_BEYOND_SAFARI_15 = {
  'es-x/no-class-static-block': 'error',
  'es-x/no-regexp-lookbehind-assertions': 'error',
  'es-x/no-regexp-v-flag': 'error',
  'es-x/no-regexp-duplicate-named-capturing-groups': 'error',
  'es-x/no-regexp-modifiers': 'error',
  'es-x/no-import-attributes': 'error',
  'es-x/no-hashbang': 'error',
};

const PAGE_SOURCES = [
  'shell/src/**/*.{ts,tsx}',
  'kit/src/**/*.{ts,tsx}',
  'shared/src/**/*.{ts,tsx}',
  'libs/*/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
];
const NOT_IN_A_PAGE = ['**/*.test.{ts,tsx}', '**/*.check.ts', '**/test-support/**', '**/testing/**', 'shell/sw/**'];

export default [
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: PAGE_SOURCES,
    ignores: NOT_IN_A_PAGE,
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { compat, 'es-x': esx },
    // without types (TypeScript 7 has no API for es-x to read them), a method is refused by its name on any object
    settings: { 'es-x': { aggressive: true } },
    rules: {
      'compat/compat': 'error',
      // static members eslint-plugin-compat's data does not name (MDN has them; its list does not)
      'no-restricted-properties': [
        'error',
        {
          object: 'AbortSignal',
          property: 'timeout',
          message: 'Safari 16 and Chrome 103: beyond the floor (decision 043). Use fetchWithTimeout.',
        },
        { object: 'AbortSignal', property: 'any', message: 'Safari 17.4 and Chrome 116: beyond the floor (decision 043).' },
      ],
      ...ES2022_BEYOND_SAFARI_15,
      ...rulesOf('no-new-in-es2023', 'no-new-in-es2024', 'no-new-in-es2025', 'no-new-in-es2026'),
      'es-x/no-regexp-lookbehind-assertions': 'error',
      // by name these would be every array's `.map(` and `.filter(`, valibot's `v.union(` and the transfer calls'
      // `.transfer`: Iterator helpers, Set's algebra and ArrayBuffer's transfer are left to review
      ...Object.fromEntries(
        Object.keys(rulesOf('no-new-in-es2024', 'no-new-in-es2025'))
          .filter((rule) => /iterator-prototype|set-prototype|arraybuffer-prototype-transfer/.test(rule))
          .map((rule) => [rule, 'off']),
      ),
      // SWC lowers syntax: these need no check in the source
      'es-x/no-hashbang': 'off',
      'es-x/no-import-attributes': 'off',
    },
  },
  {
    files: ['shell/dist/**/*.js', 'mf-*/dist/**/*.js'],
    ignores: ['shell/dist/sw.js'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'script' },
    plugins: { 'es-x': esx },
    rules: SYNTAX_BEYOND_SAFARI_15,
  },
];
