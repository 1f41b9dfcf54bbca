import { useTranslation } from 'react-i18next';
import { CdnImage, formatMoney, QueryView } from '@wl/kit';
import { useWinners } from '../hooks/use-winners.ts';
import { winnersAutoScroll } from '../model/home-rules.ts';
import type { Winner } from '../api/home-api.ts';
import '../home.i18n.ts';
import styles from './winners-board.module.css';

function WinnerRows({ list }: { list: Winner[] }) {
  const scrolling = winnersAutoScroll(list.length);
  const rows = list.map((w, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a ranked list without ids: the rank is the row
    <li key={`${w.customerName}-${i}`} className={styles.row}>
      <CdnImage src={w.iconUrl} alt="" width={32} height={32} />
      {/* a player's masked name and a game's name, as the platform gives them */}
      <span className={styles.name} data-verbatim="">
        {w.customerName}
      </span>
      <span className={styles.game} data-verbatim="">
        {w.gameName}
      </span>
      <span className={styles.amount}>{formatMoney(w.winAmount)}</span>
    </li>
  ));
  // a tab stop: a keyboard pauses the moving list there (:focus-within), and scrolls it where the player asked for
  // reduced motion, which shows it as a list to scroll (axe: a scroll box the keyboard cannot reach is serious)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box is reached by keyboard to be scrolled (WCAG 2.1.1)
    <div className={styles.window} tabIndex={0}>
      <ul className={scrolling ? `${styles.list} ${styles.scrolling}` : styles.list} data-testid="winners-list" data-scrolling={scrolling}>
        {rows}
      </ul>
      {/* a copy for a seamless loop; hidden from assistive technology */}
      {scrolling ? (
        <ul className={`${styles.list} ${styles.scrolling} ${styles.copy}`} aria-hidden="true">
          {rows}
        </ul>
      ) : null}
    </div>
  );
}

/** The latest 20 winners, biggest first; above 4 the list scrolls itself. */
export default function WinnersBoard() {
  const { t } = useTranslation('lobby');
  const winners = useWinners();
  return (
    <section className={styles.board} aria-label={t('home.winners')} data-testid="winners-board">
      <h2 className={styles.heading}>{t('home.winners')}</h2>
      <QueryView query={winners}>{(list) => <WinnerRows list={list} />}</QueryView>
    </section>
  );
}
