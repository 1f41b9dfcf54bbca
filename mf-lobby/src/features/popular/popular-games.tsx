import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, QueryView, useUiPrefs, withQuery } from '@wl/kit';
import { paths } from '../../paths.ts';
import {
  fetchGames,
  fetchHotGames,
  GameGridSkeleton,
  inHouseVendors,
  normalizeCategory,
  otherGames,
  panelCategories,
  panelKind,
  useCategoryName,
  useVendorBet,
  useVendorData,
  type VendorData,
  vendorItemsFor,
  VendorTile,
} from '../games/index.ts';
import { PANEL_GAMES, PanelGames } from './panel-games.tsx';
import './popular.i18n.ts';
import styles from './popular-games.module.css';

function PanelBody({ category, data }: { category: string; data: VendorData }) {
  const { t } = useTranslation('lobby');
  const bet = useVendorBet();
  const categoryName = useCategoryName();
  const label = categoryName(category);
  const kind = panelKind(category);
  if (kind === 'hot') return <PanelGames label={label} queryKey={['HOT']} load={({ signal }) => fetchHotGames('', signal)} />;
  if (kind === 'type-list' || kind === 'inhouse') {
    const vendor = kind === 'inhouse' ? inHouseVendors(data.mapping).join(',') : undefined;
    const gameType = kind === 'inhouse' ? 'RNG' : category;
    return (
      <>
        <PanelGames
          label={label}
          queryKey={[gameType, vendor]}
          load={async ({ signal }) => (await fetchGames({ gameType, vendor, pageNo: 1 }, signal)).games}
        />
        {/* in-house games are a list of their own: titled, and narrowed to the in-house vendors, by its page */}
        <Link className={styles.more} to={withQuery(paths.gameList, kind === 'inhouse' ? { gameType: 'INHOUSE' } : { gameType })}>
          {t('popular.more', { category: label })}
        </Link>
      </>
    );
  }
  return (
    <ul className={styles.vendors} aria-label={label}>
      {vendorItemsFor(category, data.mapping).map((item) => (
        <VendorTile key={`${item.gameType}-${item.vendor}`} item={item} onBet={() => bet(item)} />
      ))}
    </ul>
  );
}

/** Memoized: a background refresh of the vendor data that brings nothing new does not draw the panel again. */
const Panel = memo(function Panel({ data }: { data: VendorData }) {
  const { t } = useTranslation('lobby');
  const stored = useUiPrefs((s) => s.gameCategory);
  const setCategory = useUiPrefs((s) => s.setGameCategory);
  const bet = useVendorBet();
  const categoryName = useCategoryName();
  const categories = panelCategories(data);
  const wanted = normalizeCategory(stored);
  const category = categories.includes(wanted) ? wanted : categories[0]!;
  const others = otherGames(categories, data.mapping);

  return (
    <section className={styles.panel} aria-label={t('popular.title')} data-testid="popular-games">
      <div className={styles.menu} role="tablist" aria-label={t('popular.menu')}>
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            id={`popular-tab-${c}`}
            aria-selected={c === category}
            aria-controls="popular-panel"
            className={c === category ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => setCategory(c)}
          >
            {categoryName(c)}
          </button>
        ))}
      </div>
      <div className={styles.body} role="tabpanel" id="popular-panel" aria-labelledby={`popular-tab-${category}`} data-category={category}>
        <PanelBody category={category} data={data} />
      </div>
      {others.length > 0 ? (
        <div className={styles.others}>
          <h2 className={styles.heading}>{t('popular.other_games')}</h2>
          <ul className={styles.otherList} data-testid="other-games">
            {others.map((item) => (
              <li key={`${item.gameCategory}-${item.vendor}`}>
                <button type="button" className={styles.other} onClick={() => bet(item)}>
                  {item.vendorName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
});

/** The panel's first screen while the categories load: the menu row and a full panel of blank tiles. */
function PanelPlaceholder() {
  const { t } = useTranslation('lobby');
  return (
    <section className={styles.panel} aria-label={t('popular.title')} aria-busy="true" data-testid="popular-games-placeholder">
      <div className={styles.menu} aria-hidden="true">
        <span className={styles.tab}>&nbsp;</span>
      </div>
      <div className={styles.body}>
        <GameGridSkeleton count={PANEL_GAMES} />
      </div>
    </section>
  );
}

/** The home's popular games: the category menu (kept in the shared UI prefs) and the chosen category's games. */
export function PopularGames() {
  const vendorData = useVendorData();
  return (
    <QueryView query={vendorData} placeholder={<PanelPlaceholder />}>
      {(data) => <Panel data={data} />}
    </QueryView>
  );
}
