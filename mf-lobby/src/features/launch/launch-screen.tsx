import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  Navigate,
  PageLoading,
  toast,
  useMutation,
  useNavigate,
  useSearchParams,
  useSessionStore,
  routeHref,
  homeHref,
} from '@wl/kit';
import { BackIcon } from '../../ui/icons.tsx';
import { addRecent, launchGame, pageBackPath } from '../games/index.ts';
import { launchRequest, openInNewWindow, type LaunchRequest } from './launch-params.ts';
import './launch.i18n.ts';
import styles from './launch-screen.module.css';

/** What a vendor's game may do in its frame (issue 13 finding 15); never allow-top-navigation. */
const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

function GameFrame({ request, pageBack }: { request: LaunchRequest; pageBack: string }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  // A launch, not a cached read: every opening asks for a fresh game URL, and a second call while one
  // runs (a double render, a double tap on retry) joins it instead of opening a second session.
  const game = useMutation(async (r: LaunchRequest) => {
    const url = await launchGame(r);
    if (r.nodeId) void addRecent(Number(r.nodeId), r.vendor).catch(() => undefined);
    return url;
  });
  const start = () => void game.mutate(request).catch(() => undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parent gives each game its own frame
  useEffect(start, []);

  // the game owns the screen: the page behind does not scroll
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const back = () => navigate(pageBackPath(pageBack));
  return (
    <div className={styles.overlay} data-testid="game-overlay">
      <div className={styles.bar}>
        <button type="button" className={styles.back} onClick={back} aria-label={t('launch.back')}>
          <BackIcon />
        </button>
        {game.data ? (
          <button
            type="button"
            className={styles.window}
            onClick={() => openInNewWindow(game.data!) || toast.error(t('popup_blocked', { ns: 'common' }))}
          >
            {t('launch.new_window')}
          </button>
        ) : null}
      </div>
      {game.error ? (
        <ErrorState message={(game.error as Error).message} onRetry={start} />
      ) : game.data ? (
        // A vendor's page runs its game, forms and pop-ups, but may never navigate the tab away from the site
        // (no allow-top-navigation): a vendor page once sent the whole tab elsewhere after one tap.
        <iframe
          className={styles.frame}
          src={game.data}
          title={t('launch.frame_title')}
          sandbox={GAME_FRAME_SANDBOX}
          allow="autoplay; fullscreen"
          allowFullScreen
        />
      ) : (
        <PageLoading label={t('launch.loading')} />
      )}
    </div>
  );
}

/** /m/launchGame: the game full-screen inside the page, with a way back (query pageBack). */
export function LaunchScreen() {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const request = launchRequest(params);
  // spec section 4: a game launch needs a session, else /m/login
  if (!loggedIn) return <Navigate to={routeHref('login') ?? homeHref()} replace />;
  if (!request) return <ErrorState message={t('launch.missing')} />;
  return (
    <GameFrame key={`${request.vendor}|${request.gameId}|${request.nodeId}`} request={request} pageBack={params.get('pageBack') ?? ''} />
  );
}
