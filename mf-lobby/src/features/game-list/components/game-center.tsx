import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@wl/kit';
import { CATEGORY_TEXT } from '../../games/index.ts';
import '../game-list.i18n.ts';
import { GameBrowser } from './game-browser.tsx';
import styles from './chips.module.css';

/** The game centre's types, each a game list. */
const CENTRE_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'INHOUSE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
type CentreType = (typeof CENTRE_TYPES)[number];
const isCentreType = (type: string): type is CentreType => (CENTRE_TYPES as readonly string[]).includes(type);

export function GameCenter() {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const wanted = (params.get('gameType') ?? '').toUpperCase();
  const type = isCentreType(wanted) ? wanted : CENTRE_TYPES[0];
  return (
    <>
      <div className={styles.row} role="tablist" aria-label={t('list.types')} style={{ padding: '10px 12px 0' }}>
        {CENTRE_TYPES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={c === type}
            className={c === type ? `${styles.chip} ${styles.on}` : styles.chip}
            onClick={() => setParams({ gameType: c }, { replace: true })}
          >
            {t(CATEGORY_TEXT[c])}
          </button>
        ))}
      </div>
      <GameBrowser key={type} gameType={type} />
    </>
  );
}
