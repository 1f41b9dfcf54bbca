import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, registerTranslations } from '@wl/kit';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { PwaNotices } from './pwa-notices.tsx';
import { usePwaStore } from './pwa-store.ts';
import { resetForTests } from './service-worker.ts';

const worker = () => ({ postMessage: jest.fn() }) as unknown as ServiceWorker & { postMessage: jest.Mock };

beforeAll(async () => {
  registerTranslations('shell', shellTranslations);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  resetForTests();
  usePwaStore.setState({ waiting: null, offline: false });
});

describe('the offline message and the new-version prompt', () => {
  it('say nothing while online and up to date', () => {
    const { container } = render(<PwaNotices />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announce the lost connection and take it back when it returns', async () => {
    render(<PwaNotices />);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('status')).toHaveTextContent('No internet connection');
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offer a waiting version; Reload hands over to it once, however often it is tapped', async () => {
    const next = worker();
    usePwaStore.setState({ waiting: next });
    render(<PwaNotices />);
    const prompt = await screen.findByRole('alert', { name: 'New version' });
    expect(prompt).toHaveTextContent('A new version of the site is ready.');
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    await userEvent.click(reload);
    expect(next.postMessage).toHaveBeenCalledTimes(1);
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).toBeDisabled();
  });

  it('put the offer away on Later, and show the next new version again', async () => {
    usePwaStore.setState({ waiting: worker() });
    render(<PwaNotices />);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => usePwaStore.setState({ waiting: worker() }));
    expect(screen.getByRole('alert', { name: 'New version' })).toBeInTheDocument();
  });

  it('speak Bengali by default', async () => {
    await i18n.changeLanguage('bn');
    usePwaStore.setState({ waiting: worker(), offline: true });
    const { unmount } = render(<PwaNotices />);
    expect(await screen.findByRole('status')).toHaveTextContent('ইন্টারনেট সংযোগ নেই');
    expect(screen.getByRole('button', { name: 'রিলোড করুন' })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('en');
  });
});
