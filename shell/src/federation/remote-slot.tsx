import { Component, useEffect, useEffectEvent, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, i18n, PageLoading, type RemoteName } from '@wl/kit';
import { report } from '../health/health-reports.ts';
import { fallBackToStable, loadRemoteModule, onRemoteMoved, releaseOf, RemoteLoadError } from './remote-registry.ts';

type Page = ComponentType<Record<string, unknown>>;
/**
 * An exposed page. `preload`, when a page has it, fetches what its first screen shows into the shared
 * query cache; the shell calls it for the page the site starts on (route-remote.ts).
 */
type PageModule = { default: Page; preload?: (params: URLSearchParams) => Promise<unknown> };

/** Pages whose code and texts are in: a slot that renders one shows it in its first render. */
const readyPages = new Map<string, Page>();
const pageKey = (remote: RemoteName, module: string) => `${remote}/${module}`;
/** Pages being loaded: one a link's intent started already has its calls under way (decision 055). */
const onTheirWay = new Set<string>();

/**
 * Loads an exposed page and the texts it renders with. The page's texts in the language on screen, when
 * they are fetched apart (a language other than the default), are in before it renders. With `params`
 * (the address's query), the page's first screen data is fetched too; a failure there is the page's own
 * to show.
 */
export function loadRemotePage(remote: RemoteName, module: string, params?: URLSearchParams): Promise<Page> {
  const key = pageKey(remote, module);
  onTheirWay.add(key);
  return loadRemoteModule<PageModule>(remote, module)
    .then((mod) =>
      Promise.all([i18n.loadNamespaces(i18n.options.ns ?? []), params && mod.preload?.(params).catch(() => undefined)]).then(
        () => mod.default,
      ),
    )
    .then((Page) => {
      readyPages.set(key, Page);
      return Page;
    })
    .finally(() => onTheirWay.delete(key));
}

/**
 * Pages that failed to load before the first render: the slot that first shows one shows that failure as
 * it is, rather than trying again at once (a second try of a remote that loaded with a shared-library
 * mismatch fails with another, vaguer error, and a remote that is down would keep the spinner up longer).
 */
const startFailures = new Map<string, unknown>();

// a remote that moved to its stable release (a canary's fallback) has no page ready any more: its slots load anew
onRemoteMoved((remote) => {
  for (const key of [...readyPages.keys(), ...startFailures.keys()])
    if (key.startsWith(`${remote}/`)) {
      readyPages.delete(key);
      startFailures.delete(key);
    }
});

export function rememberStartFailure(remote: RemoteName, module: string, error: unknown) {
  startFailures.set(pageKey(remote, module), error);
}

type SlotState = { status: 'loading' } | { status: 'ready'; Page: Page } | { status: 'failed'; error: unknown };

const initialState = (remote: RemoteName, module: string): SlotState => {
  const key = pageKey(remote, module);
  const Page = readyPages.get(key);
  if (Page) return { status: 'ready', Page };
  return startFailures.has(key) ? { status: 'failed', error: startFailures.get(key) } : { status: 'loading' };
};

interface Props {
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
  /** shown while loading; a page slot shows a page spinner, a dialog slot nothing */
  loading?: ReactNode;
  /** places the fallback (a dialog slot shows it inside a dialog) */
  frame?: (fallback: ReactNode) => ReactNode;
  /**
   * the address's page, or a slot beside it (the login dialog, the session reminder): only the page is marked as
   * the remote's page, so what reads the page (a test, an operator's look at the release) never finds a slot instead
   */
  kind?: 'page' | 'slot';
  /**
   * when its module starts loading (not when it was in already, nor on its way since a link's intent): the page's
   * calls start beside its code
   */
  onLoading?: () => void;
}

/**
 * Renders one exposed module of a remote in its own slot. A remote that is down, or that throws while
 * rendering, shows 'Loading failed, click to retry' here; the header, the menus and the other remotes
 * keep working.
 */
export function RemoteSlot({ remote, module, props, loading = <PageLoading />, frame = (node) => node, kind = 'page', onLoading }: Props) {
  const [attempt, setAttempt] = useState(0);
  // a page loaded before the first render (the address's own page, started beside the platform calls)
  // renders at once, in the same render as the layout around it
  const [state, setState] = useState<SlotState>(() => initialState(remote, module));
  // the latest render's, not a reason to load again
  const loadingStarted = useEffectEvent(() => onLoading?.());

  // a retry (attempt) loads the module again
  useEffect(() => {
    const known = attempt === 0 ? initialState(remote, module) : null;
    startFailures.delete(pageKey(remote, module));
    if (known && known.status !== 'loading') {
      setState((now) => (now.status === known.status ? now : known));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    if (!onTheirWay.has(pageKey(remote, module))) loadingStarted();
    loadRemotePage(remote, module).then(
      (Page) => live && setState({ status: 'ready', Page }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  // the remote moved to its stable release: this slot loads its page from there, what was typed kept by the page's drafts
  // (loading at once, in the same render: the candidate's page must not render once more under a fresh boundary)
  useEffect(
    () =>
      onRemoteMoved((moved) => {
        if (moved !== remote) return;
        setState({ status: 'loading' });
        setAttempt((n) => n + 1);
      }),
    [remote],
  );
  if (state.status === 'loading') return <>{loading}</>;
  if (state.status === 'failed') return <>{frame(<RemoteFallback remote={remote} error={state.error} onRetry={retry} />)}</>;
  const { Page } = state;
  return (
    <SlotBoundary key={attempt} remote={remote} onRetry={retry}>
      {/* which release painted the page: what an operator or a test reads to tell a candidate from the stable */}
      <div
        data-remote-page={kind === 'page' ? remote : undefined}
        data-remote-slot={kind === 'slot' ? remote : undefined}
        data-release={releaseOf(remote)?.release}
      >
        <Page {...props} />
      </div>
    </SlotBoundary>
  );
}

/** A remote that cannot load or render: the app's one error view, in the remote's slot. */
function RemoteFallback({ remote, error, onRetry }: { remote: RemoteName; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const mismatch = error instanceof RemoteLoadError && error.versionMismatch;
  return (
    <div data-remote={remote} data-testid="remote-fallback">
      {/* the technical detail (which remote, which library) is for operators: the console has it */}
      <ErrorState message={mismatch ? t('version_mismatch') : undefined} onRetry={onRetry} />
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** A remote that throws while rendering is contained in its slot. */
class SlotBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    const { remote } = this.props;
    console.error(`[federation] ${remote} threw while rendering`, error);
    report({ kind: 'error', remote, release: releaseOf(remote)?.release ?? 'url' });
    // a canary's candidate that throws gives way to the stable release: the slot loads the page from there
    fallBackToStable(remote);
  }
  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
