import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n/i18n.ts';
import { ErrorState } from './error-state.tsx';

afterEach(async () => {
  await act(() => i18n.changeLanguage('bn'));
});

describe('ErrorState', () => {
  it('reports the failure and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('লোড করা যায়নি, আবার চেষ্টা করতে ক্লিক করুন');
    await user.click(screen.getByRole('button', { name: /আবার চেষ্টা করুন$/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries on a tap of its words too: the message and the Retry label are one control (issue 34)', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    await act(() => i18n.changeLanguage('en'));
    render(<ErrorState onRetry={onRetry} />);
    await user.click(screen.getByText('Loading failed, click to retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button')).toHaveAccessibleName('Loading failed, click to retry Retry');
  });

  it('shows the message it is given, in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<ErrorState message="System upgrading, try later" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('System upgrading, try later');
    expect(screen.getByRole('button', { name: /Retry$/ })).toBeEnabled();
  });

  it('offers no retry when there is nothing to retry', () => {
    render(<ErrorState message="Not available" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
