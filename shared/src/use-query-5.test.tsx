// 5.x's useQuery for the releases built on it (decision 073): a query that followed the wallet is fetched again on a
// money move, one that did not is not.
import { renderHook, waitFor } from '@testing-library/react';
import { events, queryCache } from '@wl/kit';
import { useQuery } from './use-query-5.ts';

afterEach(() => queryCache.clear());

it("keeps a 5.x release's wallet-dependent query following the money's moves", async () => {
  const settings = jest.fn(async () => 'settings');
  const texts = jest.fn(async () => 'texts');
  renderHook(() => [
    useQuery(['cashier', 'withdraw', 'settings'], settings, { refetchOn: ['language', 'session', 'wallet'] }),
    useQuery(['texts'], texts, { refetchOn: ['language'] }),
  ]);
  await waitFor(() => expect(settings).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(texts).toHaveBeenCalledTimes(1));
  events.emit('wallet:refresh');
  await waitFor(() => expect(settings).toHaveBeenCalledTimes(2));
  expect(texts).toHaveBeenCalledTimes(1);
});
