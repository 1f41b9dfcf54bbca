import { useTranslation } from 'react-i18next';
import { EmptyState, formatDate, Link, QueryView, useQuery, useSearchParams, withQuery } from '@wl/kit';
import { paths } from '../../paths.ts';
import { fetchMenus, LOTTERY_MENUS_KEY, type LotteryMenu, useLaunch } from '../games/index.ts';
import { fetchLotteries } from './lottery-api.ts';
import { LotteryBalls } from './lottery-balls.tsx';
import { LotteryRow, RowButton } from './lottery-row.tsx';
import './lottery.i18n.ts';
import styles from './lottery.module.css';

/** Blank rows with a real row's boxes (name, balls, draw time, play button): more than one screen holds. */
const PLACEHOLDER_ROWS = 8;

function RowsPlaceholder() {
  return (
    <ul className={styles.list} aria-hidden="true" data-testid="lottery-list-placeholder">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blank rows have nothing else to tell them apart
        <LotteryRow key={i} action={<span className={styles.play} />}>
          <span>&nbsp;</span>
          <span className={styles.balls}>
            <span className={styles.ball} />
          </span>
          <span className={styles.small}>&nbsp;</span>
        </LotteryRow>
      ))}
    </ul>
  );
}

/** The mode tabs' row and the rows, while the modes load: the link below stays off the first screen. */
function HallPlaceholder() {
  return (
    <>
      <div className={styles.tabs} aria-hidden="true">
        <span className={styles.tab}>&nbsp;</span>
      </div>
      <RowsPlaceholder />
    </>
  );
}

function Lotteries({ mode }: { mode: string }) {
  const { t } = useTranslation('lobby');
  const launch = useLaunch();
  const lotteries = useQuery(['lobby', 'lottery', 'list', mode], () => fetchLotteries(mode));
  return (
    <QueryView query={lotteries} placeholder={<RowsPlaceholder />}>
      {(list) => (
        <ul className={styles.list} data-testid="lottery-list">
          {list.map((lottery) => (
            <LotteryRow
              key={lottery.nodeId}
              action={
                <RowButton
                  onClick={() =>
                    launch({
                      vendor: lottery.vassalage,
                      gameId: lottery.gameId,
                      nodeId: lottery.nodeId,
                      gameType: lottery.gameType,
                      gameCategory: lottery.gameCategory,
                    })
                  }
                >
                  {t('lottery.play')}
                </RowButton>
              }
            >
              {/* the platform's name of the lottery, as written (decision 025) */}
              <Link to={withQuery(paths.startLottery, { code: lottery.nodeId })} data-verbatim="">
                {lottery.gameName}
              </Link>
              <LotteryBalls numbers={lottery.latestNumbers} label={t('lottery.latest', { issue: lottery.latestIssue })} />
              <span className={styles.small}>{t('lottery.next_draw', { time: formatDate(lottery.nextDrawTime, 'dateTime') })}</span>
            </LotteryRow>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function ModeTabs({ modes }: { modes: LotteryMenu[] }) {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const mode = modes.find((m) => m.prizeMode === params.get('prizeMode'))?.prizeMode ?? modes[0]?.prizeMode;
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('lottery.modes')}>
        {modes.map((m) => (
          <button
            key={m.prizeMode}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={m.prizeMode === mode}
            onClick={() => setParams({ prizeMode: m.prizeMode }, { replace: true })}
          >
            {m.name}
          </button>
        ))}
      </div>
      {mode ? <Lotteries mode={mode} /> : <EmptyState />}
    </>
  );
}

/** /m/lottery: the lotteries by prize mode (Lott, Elott), each with its latest draw and a play button. */
export function LotteryHall() {
  const { t } = useTranslation('lobby');
  const menus = useQuery(LOTTERY_MENUS_KEY, fetchMenus);
  return (
    <div className={styles.page}>
      <QueryView query={menus} isEmpty={() => false} placeholder={<HallPlaceholder />}>
        {(modes) => <ModeTabs modes={modes} />}
      </QueryView>
      <Link
        className={`${styles.play} ${styles.secondary}`}
        style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}
        to={paths.moreLottery}
      >
        {t('lottery.more')}
      </Link>
    </div>
  );
}
