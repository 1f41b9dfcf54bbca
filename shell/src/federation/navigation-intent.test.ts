import { waitFor } from '@testing-library/react';
import { answerRoutes, type FakeCall } from '@wl/jest/msw-routes';
import { api, PRELOADED_FRESH_MS, useRouteStore, useSessionStore } from '@wl/kit';
import { useSiteRoutes } from '../test/site-routes.ts';
import { HOVER_INTENT_MS, startCalls, startOnIntent } from './navigation-intent.ts';
import { startCallsWith, startLinkedPage, startRouteCalls, startRouteRemote } from './route-remote.ts';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
  getInstance: () => ({ shareScopeMap: {} }),
}));

const member = { token: 'tk', merchantCode: 'BDWL', userName: 'rahim01', type: 0, firstTimeLogin: false };
let network: FakeCall[] = [];

/** A link on the page, as a menu renders it: the event lands on its text, and the router follows its click. */
function link(href: string, text: string) {
  const a = document.createElement('a');
  a.addEventListener('click', (event) => event.preventDefault());
  const label = document.createElement('span');
  a.href = href;
  label.textContent = text;
  a.append(label);
  document.body.append(a);
  return label;
}

const press = (target: Element, type = 'pointerdown', pointerType = 'touch') =>
  target.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true }), { pointerType }));

const waiting = () => (window.__wlEarlyCalls ?? []).map((call) => call.url);

beforeAll(() => {
  useSiteRoutes();
  startOnIntent(startLinkedPage);
  startCallsWith(startCalls);
});
beforeEach(() => {
  // the page's code never arrives in these tests: what they show starts before it (and a page's code, once asked
  // for, is not asked for again)
  loadRemote.mockReset().mockReturnValue(new Promise(() => undefined));
  network = answerRoutes({ 'GET /wps/pay/channels': () => ({ list: [{ id: 7 }] }) });
  useSessionStore.getState().setSession(member);
});
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
  delete window.__wlEarlyCalls;
  useSessionStore.getState().clearSession();
});

describe('a link the player is about to follow (decision 055)', () => {
  it("starts its page's declared calls and its code at the finger's press; the page's own call takes the answer", async () => {
    const deposit = link('/m/voucherCenter', 'Deposit');
    press(deposit);
    press(deposit, 'click');
    expect(loadRemote).toHaveBeenCalledWith('mf_cashier/DepositPage');
    expect(waiting()).toEqual(['/wps/pay/channels']);
    // what the page asks for when its code has arrived: answered by the call already made, with the member's token
    await expect(api.get('/wps/pay/channels')).resolves.toEqual({ list: [{ id: 7 }] });
    expect(network.map((call) => `${call.method} ${call.url} ${String(call.headers.Authorization)}`)).toEqual(['GET /wps/pay/channels tk']);
  });

  it('starts them on a mouse resting on the link, not on a finger passing over it nor a mouse crossing it', () => {
    jest.useFakeTimers();
    const text = link('/m/voucherCenter', 'Deposit');
    press(text, 'pointerover', 'touch');
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(waiting()).toEqual([]);
    press(text, 'pointerover', 'mouse');
    press(text, 'pointerout', 'mouse');
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(waiting()).toEqual([]);
    press(text, 'pointerover', 'mouse');
    jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(waiting()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(waiting()).toEqual(['/wps/pay/channels']);
  });

  it('drops a call nobody took while its answer was fresh: the page then asks the platform itself', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    press(link('/m/voucherCenter', 'Deposit'));
    jest.advanceTimersByTime(PRELOADED_FRESH_MS - 1);
    expect(waiting()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(waiting()).toEqual([]);
    jest.useRealTimers();
    await api.get('/wps/pay/channels');
    await waitFor(() => expect(network).toHaveLength(2));
  });

  it("starts nothing for a page the visitor's session does not open, another site, or the page on screen", () => {
    useSessionStore.getState().clearSession();
    press(link('/m/voucherCenter', 'Deposit'));
    press(link('/m/vouReport', 'Deposit records'));
    press(link('https://example.com/m/voucherCenter', 'Elsewhere'));
    press(link(location.pathname, 'Here'));
    expect(loadRemote).not.toHaveBeenCalled();
    expect(waiting()).toEqual([]);
  });
});

describe('the page the site starts on', () => {
  it("is not loaded for a guest on a member's page: its gate sends the guest on without its code", async () => {
    useSessionStore.getState().clearSession();
    await expect(startRouteRemote({ pathname: '/m/vouReport', search: '' })).resolves.toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(network).toHaveLength(0);
  });
});

describe('a navigation no link announced (a navigate() after a form)', () => {
  it("starts its page's declared calls when its code starts loading, once for the same visitor", () => {
    const deposit = useRouteStore.getState().table.byKey.get('deposit')!;
    startRouteCalls(deposit);
    startRouteCalls(deposit);
    expect(waiting()).toEqual(['/wps/pay/channels']);
  });
});
