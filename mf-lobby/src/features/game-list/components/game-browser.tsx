import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, PRELOADED_FRESH_MS, QueryView, useQuery, useSessionStore } from '@wl/kit';
import { WhenOpen } from '../../../lib/when-open.tsx';
import { FilterIcon } from '../../../ui/icons.tsx';
import { fetchTypeVendors, inHouseVendors, useCategoryName, useVendorBet, useVendorData, VendorTile } from '../../games/index.ts';
import { activeClassification, classificationItems, minBetOptions, resolveListType, type DataTab } from '../model/browse-options.ts';
import { useBrowseFilters } from '../hooks/use-browse-filters.ts';
import { useGameFeedQuery } from '../hooks/use-game-feed-query.ts';
import { typeVendorsKey } from '../preload.ts';
import '../game-list.i18n.ts';
import { ClassificationMenu } from './classification-menu.tsx';
import { GameFeed } from './game-feed.tsx';
import { QuickTabs } from './quick-tabs.tsx';
import { SearchBox } from './search-box.tsx';
import { VendorStrip, VendorStripPlaceholder } from './vendor-strip.tsx';
import styles from './game-browser.module.css';

const FilterDrawer = lazy(() => import('./filter-drawer.tsx'));

interface Props {
  /** the page's gameType (RNG, FISH, LIVE, RECENT, ESPORTS, INHOUSE, ...) */
  gameType: string;
  initialTab?: DataTab;
  initialVendor?: string | null;
}

/** The game list of one type: search, quick tabs, vendor strip, classification, filter drawer, infinite grid. */
export function GameBrowser({ gameType, initialTab = 'all', initialVendor = null }: Props) {
  const loggedIn = useSessionStore((s) => s.session !== null);
  const needsInHouse = gameType.toUpperCase() === 'INHOUSE';
  const mapping = useVendorData(needsInHouse);
  const listType = resolveListType(gameType, mapping.data ? inHouseVendors(mapping.data.mapping) : []);
  const typeVendors = useQuery(typeVendorsKey(listType.serverType), ({ signal }) => fetchTypeVendors(listType.serverType, signal), {
    staleTime: PRELOADED_FRESH_MS,
  });
  const bet = useVendorBet();
  const categoryName = useCategoryName();
  const filters = useBrowseFilters(gameType, initialTab, initialVendor);
  const { tab, classify, vendor, minBet, search } = filters;

  const allVendors = typeVendors.data?.vendors ?? [];
  const vendors = listType.vendors ? allVendors.filter((v) => listType.vendors!.includes(v.vendor)) : allVendors;
  const feed = useGameFeedQuery({ listType, tab, classify, vendor, minBet, search }, !needsInHouse || mapping.data !== undefined);
  const typeLabel = categoryName(gameType.toUpperCase(), gameType);

  // the in-house list needs to know the in-house vendors before it can ask for games
  if (needsInHouse && !mapping.data) return <QueryView query={mapping}>{() => null}</QueryView>;

  if (listType.vendorTiles) {
    return (
      <QueryView query={typeVendors} isEmpty={() => vendors.length === 0}>
        {() => (
          <VendorTiles
            vendors={vendors}
            label={typeLabel}
            onBet={(v) => bet({ ...v, gameType: listType.serverType, gameCategory: gameType.toUpperCase() })}
          />
        )}
      </QueryView>
    );
  }

  const names = Object.fromEntries((typeVendors.data?.classes ?? []).map((c) => [c.gameClassify, c.name]));
  const options = minBetOptions(listType.serverType);
  return (
    <div className={styles.browser} data-testid="game-browser" data-game-type={listType.serverType}>
      <Toolbar search={search} onSearch={filters.searchFor} onFilter={filters.openDrawer} />
      <QuickTabs tab={tab} onChange={filters.switchTab} />
      {typeVendors.status === 'error' ? <ErrorState onRetry={() => void typeVendors.refetch()} /> : null}
      {typeVendors.data === undefined && typeVendors.status !== 'error' ? <VendorStripPlaceholder /> : null}
      <VendorStrip vendors={vendors} selected={vendor} onSelect={filters.selectVendor} />
      <ClassificationMenu
        items={classificationItems(listType.serverType, typeVendors.data?.classes ?? [])}
        names={names}
        active={activeClassification(tab, classify)}
        onSelect={filters.selectClassification}
      />
      <GameFeed feed={feed} tab={tab} loggedIn={loggedIn} label={typeLabel} />
      <WhenOpen open={filters.drawer}>
        <FilterDrawer
          vendors={vendors}
          vendor={vendor}
          minBet={minBet}
          minBetOptions={options}
          onClose={filters.closeDrawer}
          onApply={filters.applyDrawer}
        />
      </WhenOpen>
    </div>
  );
}

type TypeVendor = Parameters<typeof VendorTile>[0]['item'];

/** A type whose vendors are its games (spec section 4): a tile a vendor, a tap opens its hall. */
function VendorTiles<V extends TypeVendor>({ vendors, label, onBet }: { vendors: V[]; label: string; onBet: (vendor: V) => void }) {
  return (
    <ul className={styles.vendorTiles} aria-label={label}>
      {vendors.map((v) => (
        <VendorTile key={v.vendor} item={v} onBet={() => onBet(v)} />
      ))}
    </ul>
  );
}

/** The search and the filter drawer's button. */
function Toolbar({ search, onSearch, onFilter }: { search: string; onSearch: (name: string) => void; onFilter: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <div className={styles.toolbar}>
      <SearchBox value={search} onSearch={onSearch} />
      <button type="button" className={styles.filter} onClick={onFilter} aria-label={t('list.filter')} aria-haspopup="dialog">
        <FilterIcon />
      </button>
    </div>
  );
}
