import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@wl/kit';
import { answerPlatform, type FakeCall } from '@wl/testing/platform';
import { renderScreen } from '../../test/render.tsx';
import { LotteryOrders } from './lottery-orders.tsx';

const order = (cancelled: boolean) => ({
  orderId: 41,
  nodeId: 800,
  gameName: 'Dhaka 1 min',
  prizeMode: 'Lott',
  issue: '20261120-0001',
  createdAt: '2026-11-20T06:00:00.000Z',
  amount: 20,
  winAmount: 0,
  status: cancelled ? 'CANCELLED' : 'PENDING',
  subOrders: [
    {
      subOrderId: 7,
      playName: 'Big',
      betContent: 'B',
      amount: 20,
      odds: 1.95,
      status: cancelled ? 'CANCELLED' : 'PENDING',
      winAmount: 0,
      cancellable: !cancelled,
    },
  ],
});

const reads = (calls: FakeCall[], url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length;

describe('LotteryOrders', () => {
  afterEach(() => act(() => useSessionStore.getState().clearSession()));

  it('asks a guest to log in instead of calling', () => {
    const calls = answerPlatform({});
    renderScreen(<LotteryOrders />);
    expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/m/login');
    expect(calls).toEqual([]);
  });

  it('cancels a pending bet once, with an idempotency key, and shows the order and the list as they are now', async () => {
    act(() =>
      useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false }),
    );
    let cancelled = false;
    let release: () => void = () => undefined;
    const calls = answerPlatform({
      'GET /lgw/orders': () => ({ list: [order(cancelled)], pageNum: 1, totalPages: 1 }),
      'GET /lgw/orders/detail': () => order(cancelled),
      'POST /lgw/orders/suborders/cancel': async () => {
        await new Promise<void>((resolve) => (release = resolve));
        cancelled = true;
        return { ...order(true), refund: 20 };
      },
    });
    const user = userEvent.setup();
    renderScreen(<LotteryOrders />);
    await user.click(await screen.findByRole('button', { name: 'অর্ডার 41' }));
    const detail = await screen.findByTestId('order-detail');
    await user.click(within(detail).getByRole('button', { name: 'বাজি বাতিল করুন' }));
    await user.click(screen.getByRole('button', { name: 'নিশ্চিত' }));
    // while the cancel runs, the button cannot send a second one
    expect(within(detail).getByRole('button', { name: 'বাজি বাতিল করুন' })).toBeDisabled();
    await act(async () => release());

    expect(await screen.findByText('বাজি বাতিল হয়েছে')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('order-detail')).queryByRole('button', { name: 'বাজি বাতিল করুন' })).toBeNull());
    const cancels = calls.filter((c) => c.method === 'POST');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.body).toEqual({ orderId: 41, subOrderIds: [7] });
    expect(cancels[0]!.headers['Idempotency-Key']).toEqual(expect.any(String));
    // the refund raised a wallet refresh: the list and the open order were fetched again
    expect(reads(calls, '/lgw/orders')).toBe(2);
    expect(reads(calls, '/lgw/orders/detail')).toBe(2);
  });
});
