import { useTranslation } from 'react-i18next';
import { CdnImage, EmptyState, ErrorState, formatAmount, Loading, useConfigStore } from '@wl/shared';
import { useResource } from '../../../lib/use-resource.ts';
import { fetchWinners } from '../api/home-api.ts';
import { sortWinners, winnersAutoScroll } from '../model/home-rules.ts';
import '../home.i18n.ts';
import styles from './winners-board.module.css';

/** The latest 20 winners, biggest first; above 4 the list scrolls itself. */
export default function WinnersBoard() {
  const { t } = useTranslation('lobby');
  const symbol = useConfigStore((s) => s.config?.currency.symbol ?? '');
  const winners = useResource(fetchWinners, []);
  const list = winners.data ? sortWinners(winners.data) : [];
  const scrolling = winnersAutoScroll(list.length);

  let body;
  if (winners.status === 'error' && !winners.data) body = <ErrorState onRetry={winners.reload} />;
  else if (!winners.data) body = <Loading />;
  else if (list.length === 0) body = <EmptyState />;
  else {
    const rows = list.map((w, i) => (
      <li key={`${w.customerName}-${i}`} className={styles.row}>
        <CdnImage src={w.iconUrl} alt="" width={32} height={32} />
        <span className={styles.name}>{w.customerName}</span>
        <span className={styles.game}>{w.gameName}</span>
        <span className={styles.amount}>{formatAmount(w.winAmount, symbol)}</span>
      </li>
    ));
    body = (
      <div className={styles.window}>
        <ul className={scrolling ? `${styles.list} ${styles.scrolling}` : styles.list} data-testid="winners-list" data-scrolling={scrolling}>
          {rows}
        </ul>
        {/* a copy for a seamless loop; hidden from assistive technology */}
        {scrolling ? (
          <ul className={`${styles.list} ${styles.scrolling}`} aria-hidden="true">
            {rows}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <section className={styles.board} aria-label={t('home.winners')} data-testid="winners-board">
      <h2 className={styles.heading}>{t('home.winners')}</h2>
      {body}
    </section>
  );
}
