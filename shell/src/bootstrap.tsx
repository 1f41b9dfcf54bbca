import '@wl/kit/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { applyTheme, fetchRuntimeConfig, loadPlatformSettings, startupMode } from '@wl/host';
import {
  i18n,
  registerTranslations,
  setErrorNotifier,
  setImageCdns,
  sessionStorageAvailable,
  setRoutes,
  setRuntimeConfig,
  TOAST_DURATION,
  toast,
} from '@wl/kit';
import { App } from './app/app.tsx';
import { startMemberData } from './app/use-member-sync.ts';
import { chooseReleases } from './federation/release-choice.ts';
import { moveRemote, onRemoteMoved, registerWhitelabelRemotes, releaseOf, remoteOfScript } from './federation/remote-registry.ts';
import { watchUncaughtErrors } from './health/health-reports.ts';
import { startVitals } from './health/vitals-start.ts';
import { forgetAnotherBrand } from './pwa/brand-storage.ts';
import { prefetchWhenIdle, whenSettled } from './federation/idle-prefetch.ts';
import { startCallsWith, startLinkedPage, startRouteRemote } from './federation/route-remote.ts';
import { carriedRouteManifests, loadRouteManifests } from './federation/route-source.ts';
import { loadPwaNoticeBars } from './pwa/pwa-notices.tsx';
import { startPwa } from './pwa/service-worker.ts';
import { shellTranslations } from './i18n/shell.i18n.ts';

registerTranslations('shell', shellTranslations);
setErrorNotifier((text) => toast.error(text));
document.documentElement.lang = i18n.language;

const root: Root = createRoot(document.getElementById('root')!);

/**
 * How long the first render waits for the address's page when the platform has answered first. Its code
 * is usually in by then (the server's preload hints), and one render of layout and page paints the page
 * sooner on a slow phone than a layout with a spinner, then the page; a page that takes longer gets the
 * layout and its spinner meanwhile.
 */
const ROUTE_PAGE_WAIT_MS = 1000;

/**
 * Start: the whitelabel's runtime file (remotes, merchant, theme), then the platform's status, flags and
 * site info, then the first render. The address's page starts loading from its remote beside the
 * platform calls; other remotes load when their routes or slots are first rendered.
 */
const startOnIntent = (intent: typeof import('./federation/navigation-intent.ts')) => {
  intent.startOnIntent(startLinkedPage);
  startCallsWith(intent.startCalls);
};

async function start() {
  try {
    // the texts of a language other than the default arrive beside the runtime file
    const [config] = await Promise.all([fetchRuntimeConfig(), i18n.loadNamespaces(['common', 'shell'])]);
    setRuntimeConfig(config);
    applyTheme(config.theme);
    document.title = config.siteName;
    forgetAnotherBrand(config.id);
    registerWhitelabelRemotes(config);
    // a remote's uncaught errors are told to the operators against its release (issue 23)
    watchUncaughtErrors(remoteOfScript);
    // the routes the remotes declare (decision 022): two claiming one address is said here, the first keeps it
    for (const conflict of setRoutes(await loadRouteManifests(config))) console.error(`[routes] conflict: ${conflict}`);
    // a candidate that gave way to its stable release (a canary's fallback) takes its routes with it: at once where
    // the runtime file carries them (this listener runs before the slots', which then load by the stable routes)
    onRemoteMoved(() => {
      const carried = carriedRouteManifests(config);
      if (carried) setRoutes(carried);
      else void loadRouteManifests(config).then(setRoutes);
    });
    startPwa(config);
    const routePage = startRouteRemote(location);
    const memberData = startMemberData();
    const status = await loadPlatformSettings();
    setImageCdns(status.info?.imageCdns?.length ? status.info.imageCdns : config.imageCdns);
    const mode = startupMode(status);
    // a page the HTML painted from its remote's own render (decision 052) stays until the page itself can replace it:
    // the frame, then the page, never a spinner between them
    const painted = document.getElementById('wl-first-screen') !== null;
    // and, under a painted screen, a member's details and balance, as long again: the first render writes them once, as
    // the HTML painted them (startMemberData). A blank screen waits for nothing more than its page.
    const within = (wait: Promise<unknown>) => Promise.race([wait, new Promise((r) => setTimeout(r, ROUTE_PAGE_WAIT_MS))]);
    if (mode === 0) await (painted ? Promise.all([routePage, within(memberData)]) : within(routePage));
    const render = () =>
      root.render(
        <StrictMode>
          <App mode={mode} />
        </StrictMode>,
      );
    // With the page's first frame on screen (the home's banner or the game list's first tiles drawn by the
    // HTML: server/src/page/first-frame.ts; a page its remote rendered at build time), the app's first render is a transition: React yields to the browser
    // every few milliseconds, so the page answers a tap while the app builds it on a slow phone. Without a
    // frame the screen is still blank, and the render goes at once.
    if (painted || document.getElementById('wl-first-frame')) startTransition(render);
    else render();
    // the login and the game lists open with no wait for their code (not in maintenance: no page opens), and
    // the offline message is at hand when the network goes (without a service worker to hold it)
    if (mode === 0) prefetchWhenIdle(location.pathname, [loadPwaNoticeBars]);
    // a tap on a link starts its page's calls beside its code (decision 055), from when the first screen is in
    if (mode === 0) whenSettled(() => void import('./federation/navigation-intent.ts').then(startOnIntent, () => undefined));
    // a sampled load's LCP, INP and CLS, told to the operators per route (decision 040)
    startVitals(config, whenSettled);
    // a tab left open learns that its brand took back a release it runs, and moves at the next navigation (decision 050)
    const every = (config.releaseCheckSeconds ?? 60) * 1000;
    const app = { chooseReleases, releaseOf, moveRemote, carriedRouteManifests, loadRouteManifests };
    setTimeout(() => void import('./federation/release-watch.ts').then((watch) => watch.watchReleases(every, app)), every);
    // the site works from memory, but the player should know a login will not survive a reload
    if (!sessionStorageAvailable()) toast.info(i18n.t('storage_blocked', { ns: 'shell' }), TOAST_DURATION.long);
  } catch (err) {
    console.error('[shell] start failed', err);
    showStartFailed(err);
  }
}

/**
 * The failed start's screen, whose code comes only then (offline, the service worker has it). If even that
 * cannot be fetched (no network and no worker), the start is tried again when the connection returns.
 */
function showStartFailed(error: unknown) {
  import('./startup/startup-screens.tsx').then(
    ({ StartupFailedScreen }) => root.render(<StartupFailedScreen onRetry={() => void start()} error={error} />),
    () => window.addEventListener('online', () => void start(), { once: true }),
  );
}

// in a task of its own, after the one that evaluated the app's modules (each is a long task on a slow phone)
setTimeout(() => void start());
