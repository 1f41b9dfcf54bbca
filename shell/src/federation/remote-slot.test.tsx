import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, registerTranslations } from '@wl/kit';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { loadRemotePage, RemoteSlot } from './remote-slot.tsx';
import { startRouteRemote } from './route-remote.ts';
import { registerWhitelabelRemotes } from './remote-registry.ts';
import { resetReports } from '../health/health-reports.ts';
import { useSiteRoutes } from '../test/site-routes.ts';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
/** the runtime's share scope: scope, package, version, its entry */
let mockShareScopeMap: Record<string, Record<string, Record<string, { loading?: Promise<unknown> | null; loaded?: boolean }>>> = {};
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  getInstance: () => ({ shareScopeMap: mockShareScopeMap }),
}));

beforeAll(async () => {
  await registerTranslations('shell', shellTranslations);
  await i18n.changeLanguage('en');
  useSiteRoutes();
});
beforeEach(() => loadRemote.mockReset());

function Broken(): never {
  throw new Error('render bug');
}

describe('remote slot', () => {
  it('renders the exposed page once the remote has loaded', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>cashier page</p> });
    render(<RemoteSlot remote="mf-cashier" module="./DepositPage" />);
    expect(await screen.findByText('cashier page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_cashier/DepositPage');
  });

  it('shows the fallback when the remote is down, and retry loads it again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch manifest')).mockResolvedValueOnce({ default: () => <p>back up</p> });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteSlot remote="mf-member" module="./InboxPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading failed, click to retry');
    const retry = screen.getByRole('button', { name: /Retry$/ });
    await userEvent.click(retry);
    expect(await screen.findByText('back up')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it("loads afresh, on the retry, a shared library whose chunk failed with the remote's page", async () => {
    // the form kit the cashier provides: its chunk never came; react, already loaded, is left alone
    const failed = Promise.reject(new Error('Loading chunk 832 failed'));
    failed.catch(() => undefined);
    const loaded = { loading: Promise.resolve({}), loaded: true };
    mockShareScopeMap = { default: { '@wl/shared/forms': { '5.3.0': { loading: failed, loaded: false } }, react: { '19.3.1': loaded } } };
    loadRemote.mockRejectedValueOnce(new Error('Loading chunk 832 failed')).mockResolvedValueOnce({ default: () => <p>cashier back</p> });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteSlot remote="mf-cashier" module="./WithdrawPage" />);
    await userEvent.click(await screen.findByRole('button', { name: /Retry$/ }));
    expect(await screen.findByText('cashier back')).toBeInTheDocument();
    expect(mockShareScopeMap.default!['@wl/shared/forms']!['5.3.0']!.loading).toBeNull();
    expect(mockShareScopeMap.default!.react!['19.3.1']).toBe(loaded);
    expect(loaded.loading).not.toBeNull();
  });

  it('contains a page that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockResolvedValue({ default: Broken });
    render(
      <>
        <p>header stays</p>
        <RemoteSlot remote="mf-agent" module="./AgentHomePage" />
      </>,
    );
    expect(await screen.findByRole('button', { name: /Retry$/ })).toBeInTheDocument();
    expect(screen.getByText('header stays')).toBeInTheDocument();
  });

  it('says a shared-singleton version mismatch in words, with no internal names', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValue(
      new Error(
        'Version 1.0.0 from shell of shared singleton module @wl/shared does not satisfy the requirement of mf_agent which needs ^9.0.0)',
      ),
    );
    await act(async () => {
      render(<RemoteSlot remote="mf-agent" module="./TeamOverviewPage" />);
    });
    expect(await screen.findByText(/built for a different version of the shared libraries/)).toBeInTheDocument();
    expect(screen.getByTestId('remote-fallback')).not.toHaveTextContent(/@wl\/shared|mf[-_]agent/);
  });

  it('says when its page starts loading, and not for a page whose code was in already', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>records page</p> });
    const onLoading = jest.fn();
    const first = render(<RemoteSlot remote="mf-cashier" module="./WithdrawRecordPage" onLoading={onLoading} />);
    expect(await screen.findByText('records page')).toBeInTheDocument();
    expect(onLoading).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<RemoteSlot remote="mf-cashier" module="./WithdrawRecordPage" onLoading={onLoading} />);
    expect(screen.getByText('records page')).toBeInTheDocument();
    expect(onLoading).toHaveBeenCalledTimes(1);
  });

  it('says nothing for a page already on its way (a link it was tapped on started it, with its calls)', async () => {
    let arrive: (mod: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const onTheWay = loadRemotePage('mf-cashier', './UplinePage');
    const onLoading = jest.fn();
    render(<RemoteSlot remote="mf-cashier" module="./UplinePage" onLoading={onLoading} />);
    arrive({ default: () => <p>upline page</p> });
    await onTheWay;
    expect(await screen.findByText('upline page')).toBeInTheDocument();
    expect(onLoading).not.toHaveBeenCalled();
  });

  it("renders the address's page in its first render when it was loaded before, and fetches that page's first screen", async () => {
    const preload = jest.fn().mockResolvedValue(undefined);
    loadRemote.mockResolvedValue({ default: () => <p>game list</p>, preload });
    await startRouteRemote({ pathname: '/m/gameList', search: '?gameType=FISH' });
    expect(preload.mock.calls[0][0].get('gameType')).toBe('FISH');
    render(<RemoteSlot remote="mf-lobby" module="./GameListPage" />);
    // no loading state in between: the page is there in the same render as the layout around it
    expect(screen.getByText('game list')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows a failure of the load before the first render as it is (a version mismatch in words), and its retry loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote
      .mockRejectedValueOnce(
        new Error(
          'Version 1.0.0 from shell of shared singleton module @wl/shared does not satisfy the requirement of mf_auth which needs ^9.0.0)',
        ),
      )
      .mockResolvedValueOnce({ default: () => <p>login page</p> });
    await expect(startRouteRemote({ pathname: '/m/login', search: '' })).resolves.toBeUndefined();
    render(<RemoteSlot remote="mf-auth" module="./LoginPage" />);
    // in the first render, without a second try that would fail with another error
    expect(screen.getByText(/built for a different version of the shared libraries/)).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /Retry$/ }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  describe("a canary's candidate (issue 23)", () => {
    const CANDIDATE = 'http://localhost/releases/mf-cashier/1.2.0/mf-manifest.json';
    const STABLE = 'http://localhost/releases/mf-cashier/1.1.0/mf-manifest.json';
    const canaryAt100 = () =>
      registerWhitelabelRemotes({
        remotes: { 'mf-cashier': STABLE },
        releases: { 'mf-cashier': '1.1.0' },
        canary: { 'mf-cashier': { url: CANDIDATE, release: '1.2.0', share: 100 } },
      } as never);
    const entries = () => registerRemotes.mock.calls.map((call) => (call[0] as { entry: string }[]).map((r) => r.entry));
    beforeEach(() => {
      // a new browser session: no candidate has failed on this device yet
      // biome-ignore lint/suspicious/noDocumentCookie: clears what the code under test set
      document.cookie = 'wl_fell_back=; Path=/; Max-Age=0';
      registerRemotes.mockReset();
      resetReports();
    });

    it('that throws while rendering gives way to the stable release in the same slot, without a reload', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      canaryAt100();
      expect(entries()[0]).toEqual([CANDIDATE]);
      loadRemote.mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce({ default: () => <p>stable deposit page</p> });
      render(<RemoteSlot remote="mf-cashier" module="./CanaryDepositPage" />);
      expect(await screen.findByText('stable deposit page')).toBeInTheDocument();
      expect(entries().at(-1)).toEqual([STABLE]);
      expect(screen.queryByRole('button', { name: /Retry$/ })).toBeNull();
      // the rest of the session runs the stable release
      canaryAt100();
      expect(entries().at(-1)).toEqual([STABLE]);
    });

    it('that fails to load is replaced by the stable release before anything shows', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      canaryAt100();
      loadRemote
        .mockRejectedValueOnce(new Error('404 mf-manifest.json'))
        .mockResolvedValueOnce({ default: () => <p>stable withdraw page</p> });
      render(<RemoteSlot remote="mf-cashier" module="./CanaryWithdrawPage" />);
      expect(await screen.findByText('stable withdraw page')).toBeInTheDocument();
      expect(entries().at(-1)).toEqual([STABLE]);
    });
  });

  it('registers a remote that failed anew, so that the retry fetches it again (issue 23: a failed idle prefetch no longer sticks)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerWhitelabelRemotes({ remotes: { 'mf-member': 'http://localhost:8084/mf-manifest.json' } } as never);
    registerRemotes.mockReset();
    loadRemote.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ default: () => <p>inbox</p> });
    render(<RemoteSlot remote="mf-member" module="./RetryInboxPage" />);
    await userEvent.click(await screen.findByRole('button', { name: /Retry$/ }));
    expect(await screen.findByText('inbox')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_member', entry: 'http://localhost:8084/mf-manifest.json' }], { force: true });
  });
});
