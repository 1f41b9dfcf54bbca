import { act, render, screen } from '@testing-library/react';
import { i18n, registerTranslations } from '@wl/shared';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { usePwaStore } from '../pwa/pwa-store.ts';
import { StartupFailedScreen } from './startup-screens.tsx';

beforeAll(async () => {
  registerTranslations('shell', shellTranslations);
  await i18n.changeLanguage('en');
});

describe('a start that failed', () => {
  it('says the site could not start while the browser is online', () => {
    usePwaStore.setState({ offline: false });
    render(<StartupFailedScreen onRetry={jest.fn()} />);
    expect(screen.getByRole('heading', { name: /could not start/ })).toBeInTheDocument();
  });

  it('says the player is offline instead, and starts again by itself when the connection is back', () => {
    const retry = jest.fn();
    act(() => window.dispatchEvent(new Event('offline')));
    render(<StartupFailedScreen onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/Check your internet connection/)).toBeInTheDocument();
    act(() => window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
