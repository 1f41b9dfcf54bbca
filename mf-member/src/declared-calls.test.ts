// Decision 061: a route's declared call is written as the page writes it, so that the page takes the answer the HTML
// started for a member's deep link. Each declared call here against the request the page's own fetch sends.
import { fullUrl } from '@wl/plain/address';
import { callParams } from '@wl/plain/calls';
import { answerPlatform, type FakeCall } from '@wl/testing/platform';
import { preloadInbox } from './features/inbox/api/inbox-api.ts';
import { preloadTransactions } from './features/records/api/records-api.ts';
import { platformToday, useSessionStore } from '@wl/kit';
import { routes } from './routes.ts';

const declared = (key: string) => routes.routes.find((route) => route.key === key)!.calls![0]!;
/** the address as the page sent it: the path and the query, in its order */
const sent = (call: FakeCall) => {
  const url = new URL(call.request.url);
  return `${url.pathname}${url.search}`;
};

describe("the member centre's declared calls are the pages' own", () => {
  it("the inbox's first page, as its preload asks for it", async () => {
    const all = answerPlatform({ 'GET /wps/relay/CSP_getInbox': () => ({ list: [], currentPage: 1, totalPages: 0, unreadCount: 0 }) });
    await preloadInbox();
    const call = declared('inbox');
    expect(sent(all[0]!)).toBe(fullUrl(undefined, call.path, callParams(call, '', { merchant: '', language: 'BN' })!));
  });

  it("the account record's first page, as its preload asks for it; none for an address naming one kind", async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'M', userName: 'demo01', type: 0, firstTimeLogin: false });
    const empty = { list: [], currentPage: 1, totalPages: 0, showPageSize: 10, totalCount: 0, totals: { credit: 0, debit: 0, net: 0 } };
    const all = answerPlatform({ 'GET /wps/relay/ODS2_MemberTransaction': () => empty });
    await preloadTransactions(new URLSearchParams());
    const call = declared('transactionRecord');
    const today = platformToday();
    expect(sent(all[0]!)).toBe(fullUrl(undefined, call.path, callParams(call, '', { merchant: '', language: 'BN', today })!));
    expect(callParams(call, '?types=deposit', { merchant: '', language: 'BN', today })).toBeNull();
    useSessionStore.getState().clearSession();
  });
});
