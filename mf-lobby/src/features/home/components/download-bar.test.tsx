import { act, screen } from '@testing-library/react';
import { i18n, useConfigStore } from '@wl/kit';
import { renderScreen } from '../../../test/render.tsx';
import { DownloadBar } from './download-bar.tsx';

const template = (appDesc: string) => ({
  mobileTemplate: { app_desc: appDesc, app_background: '#123456', app_desc_font_color: '#ffffff' },
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('bn'));
  act(() => useConfigStore.setState({ siteInfo: null }));
  localStorage.clear();
});

describe('DownloadBar', () => {
  it("shows the site's description and switches it, and its own labels, with the language", async () => {
    act(() => useConfigStore.setState({ siteInfo: template('অ্যাপ ডাউনলোড করুন, ৳২২২ বোনাস নিন') }));
    renderScreen(<DownloadBar />);
    const bar = screen.getByTestId('download-bar');
    expect(bar).toHaveTextContent('অ্যাপ ডাউনলোড করুন, ৳২২২ বোনাস নিন');
    expect(screen.getByRole('button', { name: 'অ্যাপ ডাউনলোড করুন' })).toBeInTheDocument();

    // the language change: the platform's texts are read again in English (the site info) and the bar follows
    await act(() => i18n.changeLanguage('en'));
    act(() => useConfigStore.setState({ siteInfo: template('Get the app and claim a ৳222 bonus') }));
    expect(await screen.findByRole('button', { name: 'Download the app' })).toBeInTheDocument();
    expect(bar).toHaveTextContent('Get the app and claim a ৳222 bonus');
    expect(screen.getByRole('button', { name: 'Close the download bar' })).toBeInTheDocument();
  });

  it("falls back to its own text in the reader's language when the site gives none", async () => {
    renderScreen(<DownloadBar />);
    expect(screen.getByTestId('download-bar')).toHaveTextContent('দ্রুত খেলতে অ্যাপটি নিন');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('Get the app for faster play')).toBeInTheDocument();
  });
});
