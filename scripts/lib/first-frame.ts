// The first screen's largest paint drawn by the page's HTML (issue 12: the largest paint on a slow phone):
// the home's first banner, and the game list's first row of tiles. Both are drawn by the app only after
// ~200 KB of scripts have arrived and run on a slow CPU. The head's inline script already starts the start-up
// calls, and on these pages the call that names the images (the lobby then takes its answer,
// shared/src/http/early-calls.ts); the frame draws those images as plain high-priority images in boxes of
// the app's own size and place, above the page. When the app's own image has loaded beneath it (the same
// address, so from the cache), or the player leaves the page, the frame goes: the app's image was under it
// all along, nothing moves, and the largest paint stays the HTML's image (an image of the same size is no
// new one). The app's start waits until the frame is on screen (shell/src/index.ts), so that its long first
// tasks do not hold that paint back; it renders as a transition while a frame is up (shell/src/bootstrap.tsx).
import { type FirstTiles, tileImage } from './first-tiles.ts';

/** The home's banners call, as the lobby makes it (mf-lobby/src/features/home/api/home-api.ts). */
export const HOME_BANNERS_CALL = '/wps/relay/MCSFE_getBanners?groupName=m_home';

type Lang = 'bn' | 'en';

/** What the frame needs from the server: the calls, the header's colour, the boxes' colour, the image CDNs. */
export interface FirstFrameInput {
  /** the home's first banner, or the game list's first row of tiles */
  kind: 'banner' | 'tiles';
  /** per language, the address of the call whose answer names the images (as the head's script starts it) */
  calls: Partial<Record<Lang, string>>;
  /** the address of the status call (its info may name image CDNs) */
  status: string;
  headerBg: string;
  surface: string;
  /** the runtime file's image CDNs: the app picks one at random, which the frame cannot know */
  cdns: boolean;
  /** the first banner per language as the server last saw it (first-banner-cache.ts): drawn at once */
  known?: Partial<Record<Lang, string>>;
  /** tiles: the grid's top, below the header, in CSS pixels (the lobby's tool rows above it) */
  top?: number;
}

interface Whitelabel {
  apiBase?: string;
  theme?: Record<string, string>;
  imageCdns?: string[];
}

function frameColours(whitelabel: Whitelabel) {
  return {
    headerBg: whitelabel.theme?.['header-bg'] ?? '#0d1a3d',
    surface: whitelabel.theme?.surface ?? '#16224a',
    cdns: (whitelabel.imageCdns ?? []).length > 0,
  };
}

export function firstFrameInput(whitelabel: Whitelabel, statusPath: string, known?: FirstFrameInput['known']): FirstFrameInput {
  const api = whitelabel.apiBase ?? '';
  const call = `${api}${HOME_BANNERS_CALL}`;
  return { kind: 'banner', known, calls: { bn: call, en: call }, status: `${api}${statusPath}`, ...frameColours(whitelabel) };
}

export function firstTilesFrameInput(whitelabel: Whitelabel, statusPath: string, tiles: FirstTiles): FirstFrameInput {
  return {
    kind: 'tiles',
    calls: { bn: tiles.calls.BN, en: tiles.calls.EN },
    status: `${whitelabel.apiBase ?? ''}${statusPath}`,
    top: tiles.top,
    ...frameColours(whitelabel),
  };
}

/** The app's image that takes over from the frame once it has loaded, per kind. */
export const APP_IMAGE_SELECTOR = {
  banner: '[data-testid="banner-carousel"] img',
  tiles: '[data-testid="game-feed"] [data-testid="game-tile"] img',
} as const;
export const APP_BANNER_SELECTOR = APP_IMAGE_SELECTOR.banner;

type EarlyCall = { url: string; response: Promise<{ status: number; body: string } | null> };

// Runs in the page (its source is written into the inline script): plain ES2020, no imports, every step
// guarded; a frame it cannot place exactly is not drawn at all.
export function paintFirstFrame(f: FirstFrameInput, appImage: string, imageOf: typeof tileImage) {
  const w = window as Window & { __wlEarlyCalls?: EarlyCall[]; __wlFirstPaint?: Promise<void> };
  const d = document;
  const start = location.pathname;
  // an iOS home-screen clip may hide the download bar for a reason only the app knows (its iOS link)
  if (f.cdns || (navigator as Navigator & { standalone?: boolean }).standalone === true) return;
  const draw = (urls: string[]) => {
    const frame = d.createElement('div');
    frame.id = 'wl-first-frame';
    frame.setAttribute('aria-hidden', 'true');
    // below the app's sticky header (z-index 40), above its page; taps go through to the app
    frame.style.cssText = 'position:absolute;top:0;left:0;right:0;max-width:640px;margin:0 auto;z-index:39;pointer-events:none';
    const header = d.createElement('div');
    header.style.cssText = `height:calc(48px + max(4px, env(safe-area-inset-top)));background:${f.headerBg}`;
    frame.appendChild(header);
    const boxes = d.createElement('div');
    if (f.kind === 'banner') {
      // the download bar (a guest's, unless closed or installed), the banner inside the home's 12 px gutters
      // (mf-lobby home-screen.module.css) and its own 12 px margins
      let bar = true;
      try {
        bar = localStorage.getItem('hideDownloadBar') !== '1' && !matchMedia('(display-mode: standalone)').matches;
      } catch {
        /* storage blocked: the bar shows */
      }
      boxes.style.cssText = `margin:${bar ? 60 : 8}px 24px 0`;
    } else {
      // the grid of mf-lobby game-grid.module.css inside the page's 12 px gutters: three columns, 8 px apart
      boxes.style.cssText = `margin:${f.top}px 12px 0;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));column-gap:8px`;
    }
    const images = urls.map((url) => {
      const box = d.createElement('div');
      box.style.cssText = `aspect-ratio:${f.kind === 'banner' ? '5/2' : '1'};border-radius:10px;overflow:hidden;background:${f.surface}`;
      const img = d.createElement('img');
      img.alt = '';
      img.width = f.kind === 'banner' ? 750 : 120;
      img.height = f.kind === 'banner' ? 300 : 120;
      img.setAttribute('fetchpriority', 'high');
      img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
      img.src = url;
      box.appendChild(img);
      boxes.appendChild(box);
      return img;
    });
    frame.appendChild(boxes);
    // drawn from the head, before the body exists: the page's root element holds it until it goes
    (d.body || d.documentElement).appendChild(frame);
    const since = Date.now();
    const timer = setInterval(() => {
      const own = d.querySelector(appImage) as HTMLImageElement | null;
      // the app's image has loaded (or failed), the player left, or the app never drew one: the frame goes
      if (own?.complete || location.pathname !== start || Date.now() - since > 20000) {
        clearInterval(timer);
        frame.remove();
      }
    }, 100);
    return images;
  };
  // Resolves once the frame is on screen: a largest-paint entry for one of its images (the first to load of
  // equal tiles) is the browser's word that it was presented (a decoded image may still wait for a frame
  // behind the start's scripts); a browser without those entries waits for a frame after the decode.
  const onScreen = (images: HTMLImageElement[], resolve: () => void) => {
    const img = images[0]!;
    let entries = false;
    try {
      entries = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
      if (entries)
        new PerformanceObserver((list, observer) => {
          const mine = (e: PerformanceEntry) => images.includes((e as PerformanceEntry & { element?: HTMLImageElement }).element!);
          if (!list.getEntries().some(mine)) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      entries = false;
    }
    // decoded and no entry a second later (a larger paint came first, say): the app starts anyway
    const painted = () => {
      if (entries) setTimeout(resolve, 1000);
      else requestAnimationFrame(() => setTimeout(resolve));
    };
    img.decode().then(painted, resolve);
  };
  // the app's start waits for the frame (shell/src/index.ts), 3 s at most
  const waitFor = (frame: Promise<HTMLImageElement[] | null>) => {
    w.__wlFirstPaint = new Promise<void>((resolve) => {
      setTimeout(resolve, 3000);
      frame.then((images) => (images ? onScreen(images, resolve) : resolve()), resolve);
    });
  };
  let lang: 'bn' | 'en' = 'bn';
  try {
    lang = localStorage.getItem('wl.language') === 'en' ? 'en' : 'bn';
  } catch {
    /* storage blocked: the default language */
  }
  // the server knew the banner (first-banner-cache.ts): drawn at once, while the page is being read
  const known = f.kind === 'banner' ? f.known?.[lang] : undefined;
  if (known) return waitFor(Promise.resolve(draw([known])));
  const call = (url?: string) => (w.__wlEarlyCalls || []).find((c) => c.url === url);
  const listed = call(f.calls[lang]);
  const status = call(f.status);
  if (!listed || !status) return;
  const body = (answer: { status: number; body: string } | null) =>
    answer && answer.status === 200 ? JSON.parse(answer.body).value : null;
  const drawn = Promise.all([listed.response, status.response]).then((answers) => {
    const value = body(answers[0]);
    const cdns = (body(answers[1])?.info?.imageCdns || []).length > 0;
    const items: unknown[] = (f.kind === 'banner' ? value : value?.games) || [];
    // a banner's or a tile's address as the app shows it: a relative one goes to an image CDN when the
    // platform names one, and the app's pick is random
    const urls = (f.kind === 'banner' ? items.slice(0, 1) : items.slice(0, 3)).map((item) =>
      imageOf(f.kind === 'banner' ? { iconUrl: (item as { url?: unknown })?.url } : (item as object), cdns),
    );
    if (!urls.length || urls.some((u) => !u) || location.pathname !== start) return null;
    // the tiles of a wider screen stand in four columns: the frame knows the phone's three only (asked here,
    // once the page's viewport tag has been read: a phone lays out the head 980 px wide)
    if (f.kind === 'tiles' && matchMedia('(min-width: 480px)').matches) return null;
    return draw(urls as string[]);
  });
  // the game list's start waits for its tiles (it needs the same answer); the home's for a known banner only
  if (f.kind === 'tiles') waitFor(drawn);
  else drawn.catch(() => undefined);
}

/**
 * A function's source for the page without its comments, indentation and the blanks its erased types left
 * (they are for this file's readers, and every guest's page would carry them): whole-line and block comments
 * only, and runs of spaces, which none of these functions' strings or patterns hold.
 */
export function pageSource(fn: (...args: never[]) => unknown): string {
  return fn
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim().replace(/ {2,}/g, ' '))
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

/** The frame's part of the inline script, run after the early calls have started. */
export function firstFrameScript(input: FirstFrameInput): string {
  const data = JSON.stringify(input).replaceAll('<', '\\u003c');
  return `(${pageSource(paintFirstFrame)})(${data},${JSON.stringify(APP_IMAGE_SELECTOR[input.kind])},${pageSource(tileImage)});`;
}
