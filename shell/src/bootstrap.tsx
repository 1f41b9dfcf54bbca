import '@wl/shared/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  applyTheme,
  fetchRuntimeConfig,
  i18n,
  loadPlatformSettings,
  registerTranslations,
  setErrorNotifier,
  setImageCdns,
  sessionStorageAvailable,
  setRuntimeConfig,
  startupMode,
  TOAST_DURATION,
  toast,
} from '@wl/shared';
import { App } from './app/app.tsx';
import { registerWhitelabelRemotes } from './federation/remote-registry.ts';
import { startPwa } from './pwa/service-worker.ts';
import { shellTranslations } from './i18n/shell.i18n.ts';
import { StartupFailedScreen } from './startup/startup-screens.tsx';

registerTranslations('shell', shellTranslations);
setErrorNotifier((text) => toast.error(text));
document.documentElement.lang = i18n.language;

const root: Root = createRoot(document.getElementById('root')!);

/**
 * Start: the whitelabel's runtime file (remotes, merchant, theme), then the platform's status, flags and
 * site info, then the first render. No remote is fetched here; the route decides which one loads.
 */
async function start() {
  try {
    const config = await fetchRuntimeConfig();
    setRuntimeConfig(config);
    applyTheme(config.theme);
    document.title = config.siteName;
    registerWhitelabelRemotes(config);
    startPwa(config);
    const status = await loadPlatformSettings();
    setImageCdns(status.info?.imageCdns?.length ? status.info.imageCdns : config.imageCdns);
    root.render(
      <StrictMode>
        <App mode={startupMode(status)} />
      </StrictMode>,
    );
    // the site works from memory, but the player should know a login will not survive a reload
    if (!sessionStorageAvailable()) toast.info(i18n.t('storage_blocked', { ns: 'shell' }), TOAST_DURATION.long);
  } catch (err) {
    console.error('[shell] start failed', err);
    root.render(<StartupFailedScreen onRetry={() => void start()} />);
  }
}

void start();
