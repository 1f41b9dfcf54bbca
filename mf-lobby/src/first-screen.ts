// What the server's HTML paints of this remote's first screens before its code has loaded (decisions 016 and
// 022): the home's first banner and the game list's first row of tiles. The build writes it into
// mf-manifest.json (metaData.firstScreens); the server reads it from there and knows nothing else of the
// lobby. Plain data, read by the build in Node: its calls are the ones the pages make (first-screen.test.ts
// checks them against the API code) and its boxes are the pages' own, below the shell's header (the
// first-frame e2e spec checks that the frame's images sit exactly on the pages').
import type { Prerender } from '@wl/build';
import type { FirstScreen } from '@wl/plain/routes';

/** The home's gutters (home-screen.module.css, 12 px) and the banner's own margins (banner-carousel, 12 px). */
const HOME_BANNER_SIDES = 12 + 12;
/** The download bar's height (download-bar.module.css) with the gaps around it; without the bar the 8 px gap. */
const DOWNLOAD_BAR_TOP = 60;
const NO_BAR_TOP = 8;

/**
 * The game list's rows above its grid (game-browser.module.css and its parts): the page's 8 px top padding,
 * the search row (44 px), the quick tabs (36), the vendor strip (64) and the classification row (36, which
 * the fish list has not), each followed by an 8 px gap.
 */
const ROWS_ABOVE_GRID = 8 + (44 + 8) + (36 + 8) + (64 + 8);
const CLASSIFICATION_ROW = 36 + 8;

export const firstScreens: Record<string, FirstScreen> = {
  home: {
    call: { path: '/wps/relay/MCSFE_getBanners', query: [['groupName', 'm_home']] },
    images: { at: '', count: 1, fields: ['url'] },
    appImage: '[data-testid="banner-carousel"] img',
    boxes: {
      top: DOWNLOAD_BAR_TOP,
      topWhenBarHidden: { storageKey: 'hideDownloadBar', storageValue: '1', top: NO_BAR_TOP },
      sides: HOME_BANNER_SIDES,
      columns: 1,
      gap: 0,
      aspect: '5/2',
      radius: 10,
      image: [750, 300],
    },
    drawKnown: true,
    startWaits: false,
  },
  gameList: {
    call: {
      path: '/wps/relay/GCSGAME_list',
      query: [
        ['merchant', { merchant: true }],
        ['platform', 'html5'],
        ['gameName', ''],
        ['gameType', { param: 'gameType' }],
        ['gameClassify', ''],
        ['isNew', ''],
        ['pageNo', '1'],
        ['pageSize', '26'],
        ['vassalage', { param: 'vendor' }],
        ['language', { language: true }],
      ],
    },
    // the types whose list is a plain grid of this call (browse-options.ts resolveListType), perhaps one vendor
    params: {
      gameType: { default: 'RNG', upper: true, oneOf: ['RNG', 'FISH', 'PVP', 'LIVE'] },
      vendor: { default: '', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    },
    images: { at: 'games', count: 3, fields: ['mobileSmallIcon', 'showIcon', 'iconUrl'] },
    appImage: '[data-testid="game-feed"] [data-testid="game-tile"] img',
    boxes: {
      top: { param: 'gameType', values: { FISH: ROWS_ABOVE_GRID }, otherwise: ROWS_ABOVE_GRID + CLASSIFICATION_ROW },
      // the grid of game-grid.module.css inside the page's 12 px gutters: three columns 8 px apart below 480 px
      sides: 12,
      columns: 3,
      gap: 8,
      aspect: '1',
      radius: 10,
      image: [120, 120],
      maxViewport: 479,
    },
    drawKnown: false,
    startWaits: true,
  },
};

// the help centre's two addresses draw one page
const HELP_DATA = { module: './src/features/help/first-screen-data.ts', keep: './src/features/help/help-shape.ts' };

/**
 * The pages whose first screen this remote's build renders from the pages themselves (decision 052), filled in the
 * page's HTML from the platform's answer (decision 063): the promotions list (its covers and titles), the notices, and
 * with the answer's markup kept bare (decision 064) a promotion and the help centre.
 */
export const prerender: Prerender = {
  activity: {
    data: { module: './src/features/promotions/first-screen-data.ts', keep: './src/features/promotions/promotions-shape.ts' },
  },
  // the notices' titles
  notice: { data: { module: './src/features/notices/first-screen-data.ts', keep: './src/features/notices/notices-shape.ts' } },
  // a promotion's cover, title and body
  activityDetail: {
    data: {
      module: './src/features/promotions/promotion-first-screen-data.ts',
      keep: './src/features/promotions/promotion-shape.ts',
    },
  },
  // the topics' tabs and the first topic, at /m/help (its own header) and /m/helpDetail (the shell's)
  help: { data: HELP_DATA },
  helpDetail: { data: HELP_DATA },
};
