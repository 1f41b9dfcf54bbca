// The home's first banner painted by the page's HTML (issue 12: the largest paint on a slow phone).
// The banner is the home's largest paint, and the app can draw it only after ~200 KB of scripts have
// arrived and run on a slow CPU. The head's inline script already starts the start-up calls; on the home
// it also starts the banners call (the lobby then takes its answer, shared/src/http/early-calls.ts), and as
// soon as that answers it draws the first banner as a plain high-priority image in a box of the app's own
// size and place, above the page. When the app's own banner has loaded beneath it (the same address, so
// from the cache), or the player leaves the page, the frame goes: the app's image was under it all along,
// nothing moves, and the largest paint stays the HTML's image (an image of the same size is no new one).

/** The home's banners call, as the lobby makes it (mf-lobby/src/features/home/api/home-api.ts). */
export const HOME_BANNERS_CALL = '/wps/relay/MCSFE_getBanners?groupName=m_home';

/** What the frame needs from the runtime file: the header's colour, the banner box's and the image CDNs. */
export interface FirstFrameInput {
  /** the address of the banners call */
  call: string;
  /** the address of the status call (its info may name image CDNs) */
  status: string;
  headerBg: string;
  surface: string;
  /** the runtime file's image CDNs: the app picks one at random, which the frame cannot know */
  cdns: boolean;
  /** the first banner per language as the server last saw it (first-banner-cache.ts) */
  known?: Partial<Record<'bn' | 'en', string>>;
}

export function firstFrameInput(
  whitelabel: { apiBase?: string; theme?: Record<string, string>; imageCdns?: string[] },
  statusPath: string,
  known?: FirstFrameInput['known'],
): FirstFrameInput {
  const api = whitelabel.apiBase ?? '';
  return {
    known,
    call: `${api}${HOME_BANNERS_CALL}`,
    status: `${api}${statusPath}`,
    headerBg: whitelabel.theme?.['header-bg'] ?? '#0d1a3d',
    surface: whitelabel.theme?.surface ?? '#16224a',
    cdns: (whitelabel.imageCdns ?? []).length > 0,
  };
}

/** The app's first banner, which takes over from the frame once it has loaded. */
export const APP_BANNER_SELECTOR = '[data-testid="banner-carousel"] img';

// Runs in the page (its source is written into the inline script): plain ES2020, no imports, every step
// guarded; a frame it cannot place exactly is not drawn at all.
export function paintFirstFrame(f: FirstFrameInput, appBanner: string) {
  const w = window as Window & { __wlEarlyCalls?: { url: string; response: Promise<{ status: number; body: string } | null> }[] };
  const d = document;
  const start = location.pathname;
  // an iOS home-screen clip may hide the download bar for a reason only the app knows (its iOS link)
  if (f.cdns || (navigator as Navigator & { standalone?: boolean }).standalone === true) return;
  const draw = (url: string) => {
    // the same box as the app's: the header, the download bar (a guest's, unless closed or installed), the banner
    // inside the home's 12 px gutters (mf-lobby home-screen.module.css) and its own 12 px margins
    let bar = true;
    try {
      bar = localStorage.getItem('hideDownloadBar') !== '1' && !matchMedia('(display-mode: standalone)').matches;
    } catch {
      /* storage blocked: the bar shows */
    }
    const frame = d.createElement('div');
    frame.id = 'wl-first-frame';
    frame.setAttribute('aria-hidden', 'true');
    // below the app's sticky header (z-index 40), above its page; taps go through to the app
    frame.style.cssText = 'position:absolute;top:0;left:0;right:0;max-width:640px;margin:0 auto;z-index:39;pointer-events:none';
    const header = d.createElement('div');
    header.style.cssText = `height:calc(48px + max(4px, env(safe-area-inset-top)));background:${f.headerBg}`;
    const box = d.createElement('div');
    box.style.cssText = `margin:${bar ? 60 : 8}px 24px 0;aspect-ratio:5/2;border-radius:10px;overflow:hidden;background:${f.surface}`;
    const img = d.createElement('img');
    img.alt = '';
    img.width = 750;
    img.height = 300;
    img.setAttribute('fetchpriority', 'high');
    img.style.cssText = 'display:block;width:100%;height:100%;object-fit:cover';
    img.src = url;
    box.appendChild(img);
    frame.appendChild(header);
    frame.appendChild(box);
    // drawn from the head, before the body exists: the page's root element holds it until it goes
    (d.body || d.documentElement).appendChild(frame);
    const since = Date.now();
    const timer = setInterval(() => {
      const own = d.querySelector(appBanner) as HTMLImageElement | null;
      // the app's image has loaded (or failed), the player left, or the app never drew one: the frame goes
      if (own?.complete || location.pathname !== start || Date.now() - since > 20000) {
        clearInterval(timer);
        frame.remove();
      }
    }, 100);
    return img;
  };
  let lang = 'bn';
  try {
    lang = localStorage.getItem('wl.language') === 'en' ? 'en' : 'bn';
  } catch {
    /* storage blocked: the default language */
  }
  // the server knew the banner (first-banner-cache.ts): drawn at once, while the page is being read
  const known = f.known?.[lang as 'bn' | 'en'];
  if (known) {
    const img = draw(known);
    // the app's start waits until the image is on screen (shell/src/index.ts), or 3 s at most
    (w as Window & { __wlFirstPaint?: Promise<void> }).__wlFirstPaint = new Promise<void>((resolve) => {
      setTimeout(resolve, 3000);
      const painted = () => requestAnimationFrame(() => setTimeout(resolve));
      img.decode().then(painted, painted);
    });
    return;
  }
  const call = (url: string) => (w.__wlEarlyCalls || []).find((c) => c.url === url);
  const banners = call(f.call);
  const status = call(f.status);
  if (!banners || !status) return;
  const body = (answer: { status: number; body: string } | null) =>
    answer && answer.status === 200 ? JSON.parse(answer.body).value : null;
  Promise.all([banners.response, status.response])
    .then((answers) => {
      const list = body(answers[0]);
      const info = body(answers[1])?.info || {};
      const url = list?.[0]?.url;
      // a relative address goes to an image CDN when the platform names one: the app's pick is random
      if (typeof url !== 'string' || location.pathname !== start) return;
      if (!/^(https?:\/\/|\/(?!\/))/.test(url) || (url[0] === '/' && (info.imageCdns || []).length)) return;
      draw(url);
    })
    .catch(() => undefined);
}

/** The frame's part of the inline script, run after the early calls have started. */
export function firstFrameScript(input: FirstFrameInput): string {
  const data = JSON.stringify(input).replaceAll('<', '\\u003c');
  return `(${paintFirstFrame.toString()})(${data},${JSON.stringify(APP_BANNER_SELECTOR)});`;
}
