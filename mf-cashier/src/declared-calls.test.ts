// Decisions 061 and 069: a route's declared call is written as the page writes it, so that the page takes the answer
// the HTML started for a member's deep link. Each records page's declared call against the request its list sends.
import { createElement } from 'react';
import { fullUrl } from '@wl/plain/address';
import { callParams } from '@wl/plain/calls';
import { platformToday } from '@wl/kit';
import { renderAt, signInAs } from '@wl/testing';
import { answerPlatform, type FakeCall } from '@wl/testing/platform';
import { waitFor } from '@testing-library/react';
import { preloadDeposit } from './features/deposit/index.ts';
import { DepositRecords, WithdrawRecords } from './features/records/index.ts';
import { routes } from './routes.ts';

const declared = (key: string) => routes.routes.find((route) => route.key === key)!.calls![0]!;
/** the address as the page sent it: the path and the query, in its order */
const sent = (call: FakeCall) => {
  const url = new URL(call.request.url);
  return `${url.pathname}${url.search}`;
};
const report = { list: [], currentPage: 1, totalPages: 0, showPageSize: 10, totalCount: 0, totals: { amount: 0, doneAmount: 0 } };

describe("the cashier's declared calls are the pages' own", () => {
  it("deposit: the channels and the member's limits, as the page's preload asks for them", async () => {
    signInAs();
    const [channels, limits] = routes.routes.find((route) => route.key === 'deposit')!.calls!;
    const all = answerPlatform({
      [`GET ${channels!.path}`]: () => ({ list: [] }),
      [`GET ${limits!.path}`]: () => ({ timeZone: 'Asia/Dhaka', limits: [] }),
    });
    await preloadDeposit();
    expect(all.map(sent).sort()).toEqual([channels!.path, limits!.path].sort());
  });

  it.each([
    ['depositRecord', '/m/vouReport', DepositRecords],
    ['withdrawRecord', '/m/withdrawReport', WithdrawRecords],
  ] as const)("%s: the first page of the last seven days, on the platform's calendar", async (key, route, Records) => {
    signInAs();
    const call = declared(key);
    const all = answerPlatform({ [`GET ${call.path}`]: () => report });
    renderAt(createElement(Records), { route });
    await waitFor(() => expect(all).toHaveLength(1));
    expect(sent(all[0]!)).toBe(
      fullUrl(undefined, call.path, callParams(call, '', { merchant: '', language: 'BN', today: platformToday() })!),
    );
  });
});
