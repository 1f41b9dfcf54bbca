import { act, render, screen } from '@testing-library/react';
import { toast } from './toast.ts';
import { ToastHost } from './toast-host.tsx';
import { TOAST_DURATION, useToastStore } from './toast-store.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const region = () => screen.getByTestId('toast-region');
/** the host on screen, then `fire` (toasts shown, as a component would); gives back what `fire` returns */
function showHost<T>(fire: () => T): T {
  render(<ToastHost />);
  let result: T | undefined;
  act(() => {
    result = fire();
  });
  return result as T;
}

describe('toast', () => {
  it('announces a success in the polite region and hides it after 1.5 s', () => {
    showHost(() => {
      toast.success('Change saved');
    });
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveTextContent('Change saved');
    advance(TOAST_DURATION.success - 1);
    expect(region()).toHaveTextContent('Change saved');
    advance(1);
    expect(region()).toBeEmptyDOMElement();
  });

  it('takes a custom duration', () => {
    showHost(() => {
      toast.success('Saved', TOAST_DURATION.successShort);
    });
    advance(1000);
    expect(region()).toBeEmptyDOMElement();
  });

  it('shows errors as alerts for 3 s', () => {
    showHost(() => {
      toast.error('Unknown error');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
    advance(2999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows info for 3 s without alerting', () => {
    showHost(() => {
      toast.info('SMS sent');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    advance(3000);
    expect(region()).toBeEmptyDOMElement();
  });

  it('keeps a loading toast, blocking taps, until it is closed', () => {
    const handle = showHost(() => toast.loading('Please wait...'));
    expect(region()).toHaveTextContent('Please wait...');
    expect(screen.getByTestId('toast-blocker')).toBeInTheDocument();
    advance(5000);
    expect(region()).toHaveTextContent('Please wait...');
    act(() => handle.close());
    expect(region()).toBeEmptyDOMElement();
    expect(screen.queryByTestId('toast-blocker')).not.toBeInTheDocument();
  });

  it('ends a forgotten loading toast after 9999 ms', () => {
    showHost(() => {
      toast.loading('Sending SMS...');
    });
    advance(9998);
    expect(region()).toHaveTextContent('Sending SMS...');
    advance(1);
    expect(region()).toBeEmptyDOMElement();
  });

  it('replaces the showing toast, and an old handle leaves the new toast alone', () => {
    const loading = showHost(() => {
      const first = toast.loading('Please wait...');
      toast.success('Registered successfully');
      return first;
    });
    expect(region()).toHaveTextContent('Registered successfully');
    expect(region()).not.toHaveTextContent('Please wait...');
    act(() => loading.close());
    expect(region()).toHaveTextContent('Registered successfully');
    // the replaced toast's timer does not cut the new one short
    advance(TOAST_DURATION.success - 1);
    expect(region()).toHaveTextContent('Registered successfully');
  });

  it('dismiss closes whatever shows', () => {
    showHost(() => {
      toast.info('Popup blocked', TOAST_DURATION.long);
    });
    act(() => toast.dismiss());
    expect(region()).toBeEmptyDOMElement();
  });

  it('works from plain code before any host is mounted', () => {
    toast.error('Network error');
    expect(useToastStore.getState().current).toMatchObject({ kind: 'error', text: 'Network error', duration: TOAST_DURATION.short });
    jest.advanceTimersByTime(TOAST_DURATION.short);
    expect(useToastStore.getState().current).toBeNull();
  });
});
