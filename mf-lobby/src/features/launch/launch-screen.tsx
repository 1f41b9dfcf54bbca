import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Navigate, PageLoading, paths, toast, useNavigate, useSearchParams, useSessionStore } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { BackIcon } from '../../ui/icons.tsx';
import { addRecent, launchGame } from '../games/api/games-api.ts';
import { pageBackPath } from '../games/model/launch-rules.ts';
import { launchRequest, openInNewWindow, type LaunchRequest } from './launch-params.ts';
import './launch.i18n.ts';
import styles from './launch-screen.module.css';

function GameFrame({ request, pageBack }: { request: LaunchRequest; pageBack: string }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const game = useResource(
    async () => {
      const url = await launchGame(request);
      if (request.nodeId) void addRecent(Number(request.nodeId), request.vendor).catch(() => undefined);
      return url;
    },
    [request.vendor, request.gameId, request.nodeId],
    { reloadOnLanguage: false },
  );

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
          <button type="button" className={styles.window} onClick={() => openInNewWindow(game.data!) || toast.error(t('popup_blocked', { ns: 'common' }))}>
            {t('launch.new_window')}
          </button>
        ) : null}
      </div>
      {game.status === 'error' ? (
        <ErrorState message={(game.error as Error)?.message} onRetry={game.reload} />
      ) : game.data ? (
        <iframe className={styles.frame} src={game.data} title={t('launch.frame_title')} allow="autoplay; fullscreen" allowFullScreen />
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
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  if (!request) return <ErrorState message={t('launch.missing')} />;
  return <GameFrame request={request} pageBack={params.get('pageBack') ?? ''} />;
}
