// A page's first screen's largest images drawn by the page's HTML (issue 12: the largest paint on a slow phone;
// decision 022): the images are drawn by the app only after ~200 KB of scripts have arrived and run on a slow
// CPU. The head's inline script already starts the start-up calls, and on such a page the call that names
// the images (the page then takes its answer, kit/src/http/early-calls.ts); the frame draws those images as
// plain high-priority images in boxes of the page's own size and place, above the page. Which call, which
// images and which boxes is the page's own data (FirstScreen, published by its remote); this file knows only
// the shell's header above them. When the app's own image has loaded beneath it (the same address, so from
// the cache), or the player leaves the page, the frame goes: the app's image was under it all along, nothing
// moves, and the largest paint stays the HTML's image (an image of the same size is no new one). The app's
// start may wait until the frame is on screen (shell/src/index.ts), so that its long first tasks do not hold
// that paint back; it renders as a transition while a frame is up (shell/src/bootstrap.tsx).
import type { FirstScreen } from '@wl/plain/routes';
import { type FirstImages, imageOf } from './first-images.ts';

type Lang = 'bn' | 'en';

/** What the frame needs: the page's first screen, the shell's colours, the image CDNs. */
export interface FirstFrameInput {
  /** the address of the status call (its info may name image CDNs) */
  status: string;
  headerBg: string;
  surface: string;
  /** the runtime file's image CDNs: the app picks one at random, which the frame cannot know */
  cdns: boolean;
  /** the boxes' top below the header for this address's query */
  top: number;
  images: FirstScreen['images'];
  /** the boxes but their top's rule (the server applied it: `top`) */
  boxes: Omit<FirstScreen['boxes'], 'top'>;
  appImage: string;
  drawKnown: boolean;
  startWaits: boolean;
}

interface Whitelabel {
  apiBase?: string;
  theme?: Record<string, string>;
  imageCdns?: string[];
}

/** The frame's input for a page whose first screen the server knows (first-images.ts). */
export function firstFrameInput(whitelabel: Whitelabel, statusPath: string, screen: FirstScreen, found: FirstImages): FirstFrameInput {
  const { top: _rule, ...boxes } = screen.boxes;
  return {
    status: `${whitelabel.apiBase ?? ''}${statusPath}`,
    headerBg: whitelabel.theme?.['header-bg'] ?? '#0d1a3d',
    surface: whitelabel.theme?.surface ?? '#16224a',
    cdns: (whitelabel.imageCdns ?? []).length > 0,
    top: found.top,
    images: screen.images,
    boxes,
    appImage: screen.appImage,
    drawKnown: screen.drawKnown,
    startWaits: screen.startWaits,
  };
}

type EarlyCall = { url: string; response: Promise<{ status: number; body: string } | null> };

/** What the head's script already holds (critical-path.ts): the call per platform language, the known images per language. */
interface BootData {
  lists: Partial<Record<'BN' | 'EN', string>>;
  images: Partial<Record<Lang, string[]>>;
}

// drawFrame, whenOnScreen and paintFirstFrame run in the page: their sources are written into the inline script
// whole (Function.prototype.toString, pageSource below), so each is self-contained, plain ES2020, no imports, every
// step guarded; paintFirstFrame is given the others (and first-images.ts's imageOf) as arguments.

/** Draws the frame with the images at `urls` and takes it away once the app's own image is there; its images. */
function drawFrame(f: FirstFrameInput, urls: string[], start: string): HTMLImageElement[] {
  const d = document;
  const b = f.boxes;
  const frame = d.createElement('div');
  frame.id = 'wl-first-frame';
  frame.setAttribute('aria-hidden', 'true');
  // below the app's sticky header (z-index 40), above its page; taps go through to the app
  frame.style.cssText = 'position:absolute;top:0;left:0;right:0;max-width:640px;margin:0 auto;z-index:39;pointer-events:none';
  const header = d.createElement('div');
  header.style.cssText = `height:calc(48px + max(4px, env(safe-area-inset-top)));background:${f.headerBg}`;
  frame.appendChild(header);
  // a bar the page hides on a stored choice or when installed moves the boxes up
  let top = f.top;
  const hidden = b.topWhenBarHidden;
  if (hidden) {
    try {
      if (localStorage.getItem(hidden.storageKey) === hidden.storageValue || matchMedia('(display-mode: standalone)').matches)
        top = hidden.top;
    } catch {
      /* storage blocked: the bar shows */
    }
  }
  const boxes = d.createElement('div');
  boxes.style.cssText = `margin:${top}px ${b.sides}px 0;display:grid;grid-template-columns:repeat(${b.columns},minmax(0,1fr));column-gap:${b.gap}px`;
  const images = urls.map((url) => {
    const box = d.createElement('div');
    box.style.cssText = `aspect-ratio:${b.aspect};border-radius:${b.radius}px;overflow:hidden;background:${f.surface}`;
    const img = d.createElement('img');
    img.alt = '';
    img.width = b.image[0];
    img.height = b.image[1];
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
    const own = d.querySelector(f.appImage) as HTMLImageElement | null;
    // the app's image has loaded (or failed), the player left, or the app never drew one: the frame goes
    if (own?.complete || location.pathname !== start || Date.now() - since > 20000) {
      clearInterval(timer);
      frame.remove();
    }
  }, 100);
  return images;
}

/**
 * Resolves once the frame is on screen: a largest-paint entry for one of its images (the first to load of
 * equal boxes) is the browser's word that it was presented (a decoded image may still wait for a frame
 * behind the start's scripts); a browser without those entries waits for a frame after the decode.
 */
function whenOnScreen(images: HTMLImageElement[], resolve: () => void) {
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
}

/** The frame of the page's first images, from what the server knew or the early calls' answers; a frame it cannot place exactly is not drawn at all. */
function paintFirstFrame(
  f: FirstFrameInput,
  boot: BootData,
  imageFrom: typeof imageOf,
  draw: typeof drawFrame,
  onScreen: typeof whenOnScreen,
) {
  const w = window as Window & { __wlEarlyCalls?: EarlyCall[]; __wlFirstPaint?: Promise<void> };
  const start = location.pathname;
  const b = f.boxes;
  // an iOS home-screen clip may hide a bar for a reason only the app knows
  if (f.cdns || (navigator as Navigator & { standalone?: boolean }).standalone === true) return;
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
  // the page's wider layout is not this frame's: asked here, once the page's viewport tag has been read (a
  // phone lays out the head 980 px wide)
  const fits = () => !b.maxViewport || !matchMedia(`(min-width: ${b.maxViewport + 1}px)`).matches;
  // the server knew the images (first-images.ts): drawn at once, while the page is being read
  const known = f.drawKnown ? boot.images[lang] : undefined;
  if (known?.length && fits()) return waitFor(Promise.resolve(draw(f, known, start)));
  const call = (url?: string) => (w.__wlEarlyCalls || []).find((c) => c.url === url);
  const listed = call(boot.lists[lang === 'en' ? 'EN' : 'BN']);
  const status = call(f.status);
  if (!listed || !status) return;
  const body = (answer: { status: number; body: string } | null) =>
    answer && answer.status === 200 ? JSON.parse(answer.body).value : null;
  const drawn = Promise.all([listed.response, status.response]).then((answers) => {
    const value = body(answers[0]);
    const cdns = (body(answers[1])?.info?.imageCdns || []).length > 0;
    const items: unknown[] = (f.images.at ? value?.[f.images.at] : value) || [];
    // an image's address as the app shows it: a relative one goes to an image CDN when the platform names
    // one, and the app's pick is random
    const urls = items.slice(0, f.images.count).map((item) => imageFrom(item as Record<string, unknown>, f.images.fields, cdns));
    if (!urls.length || urls.some((u) => !u) || location.pathname !== start || !fits()) return null;
    return draw(f, urls as string[], start);
  });
  if (f.startWaits) waitFor(drawn);
  else drawn.catch(() => undefined);
}

/**
 * A function's source for the page without its comments, indentation and the blanks its erased types left
 * (they are for this file's readers, and every guest's page would carry them): whole-line and block comments
 * only, runs of spaces and a space before ',', ')' or ';', which none of these functions' strings or patterns hold.
 */
function pageSource(fn: (...args: never[]) => unknown): string {
  return (
    fn
      .toString()
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      // the blank an erased type leaves before a comma, a parenthesis or a semicolon goes too
      .map((line) =>
        line
          .trim()
          .replace(/ {2,}/g, ' ')
          .replace(/ ([,);])/g, '$1'),
      )
      .filter((line) => line !== '' && !line.startsWith('//'))
      .join('\n')
  );
}

/** The frame's part of the inline script, run after the early calls have started; `boot` names the script's own data. */
export function firstFrameScript(input: FirstFrameInput, boot: string): string {
  const data = JSON.stringify(input).replaceAll('<', '\\u003c');
  const helpers = [imageOf, drawFrame, whenOnScreen].map(pageSource).join(',');
  return `(${pageSource(paintFirstFrame)})(${data},${boot},${helpers});`;
}
