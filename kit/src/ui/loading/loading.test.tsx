import { act, render, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n.ts';
import { Loading, PageLoading } from './loading.tsx';
import { LOADING_DELAY_MS } from './use-delayed-flag.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  jest.useRealTimers();
  await i18n.changeLanguage('bn');
});

describe('Loading', () => {
  it('shows nothing for the first 200 ms, then a labelled status', () => {
    render(<Loading />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('অনুগ্রহ করে অপেক্ষা করুন...');
  });

  it('never shows when loading ends within the delay', () => {
    const { unmount } = render(<Loading />);
    act(() => jest.advanceTimersByTime(150));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes a label and a delay', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<Loading label="Loading games" delay={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });
});

describe('PageLoading', () => {
  it('fills the slot after the delay with the default text in the current language', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<PageLoading />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOADING_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
  });
});
