// The browser floor's CSS check (decision 043): a feature beyond the browsers of .browserslistrc fails `pnpm lint`.
// A declaration that has its fallback beside it says so in a stylelint-disable comment on its line (the dvh units:
// the vh before them). The features below degrade to something a player can use, so they need no fallback.
export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      {
        severity: 'error',
        ignorePartialSupport: true,
        ignore: [
          // Safari 15.0-15.3 drops the focus ring of these rules: a phone is driven by touch, and a keyboard there
          // still moves focus (Safari 15.4, Chrome 87 and every later engine draw the ring)
          'css-focus-visible',
          // cosmetic: a thin or hidden scroll bar, a pointer cursor, a textarea's handle, a smooth scroll that jumps
          'css-scrollbar',
          'css3-cursors',
          'css-resize',
          'css-scroll-behavior',
        ],
      },
    ],
  },
};
