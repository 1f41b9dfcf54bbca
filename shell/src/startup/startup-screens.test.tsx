import { act, render, screen } from '@testing-library/react';
import { ApiError, i18n, registerTranslations } from '@wl/kit';
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

  it("says the site is not set up yet where the platform does not know the brand's merchant, not to check the connection", () => {
    usePwaStore.setState({ offline: false });
    const retry = jest.fn();
    render(<StartupFailedScreen onRetry={retry} error={new ApiError('merchant_unknown', 'Unknown merchant', 400)} />);
    expect(screen.getByRole('heading', { name: 'This site is not set up yet. Please try again later.' })).toBeInTheDocument();
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(retry).toHaveBeenCalledTimes(1);
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
