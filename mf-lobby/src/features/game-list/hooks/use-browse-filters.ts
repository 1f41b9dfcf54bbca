import { useState } from 'react';
import { applyClassification, type DataTab } from '../model/browse-options.ts';

/**
 * What narrows a type's game list (data tab, classification, vendor, minimum bet, search) and whether the filter
 * drawer is open, with the way one choice resets the others (spec section 4).
 */
export function useBrowseFilters(gameType: string, initialTab: DataTab, initialVendor: string | null) {
  const [tab, setTab] = useState<DataTab>(gameType.toUpperCase() === 'RECENT' ? 'recent' : initialTab);
  const [classify, setClassify] = useState('ALL');
  const [vendor, setVendor] = useState<string | null>(initialVendor);
  const [minBet, setMinBet] = useState('');
  const [search, setSearch] = useState('');
  const [drawer, setDrawer] = useState(false);

  // Switching the data tab resets paging (a new query) and the vendor (spec section 4).
  const switchTab = (next: DataTab) => {
    setTab(next);
    setVendor(null);
  };

  return {
    tab,
    classify,
    vendor,
    minBet,
    search,
    drawer,
    switchTab,
    searchFor: (name: string) => {
      setSearch(name);
      if (tab !== 'all') switchTab('all');
    },
    selectVendor: (next: string | null) => {
      setVendor(next);
      if (tab !== 'all') setTab('all');
    },
    selectClassification: (item: string) => {
      const next = applyClassification(item);
      setClassify(next.classify);
      if (next.tab !== tab) switchTab(next.tab);
    },
    openDrawer: () => setDrawer(true),
    closeDrawer: () => setDrawer(false),
    applyDrawer: (filters: { vendor: string | null; minBet: string }) => {
      setVendor(filters.vendor);
      setMinBet(filters.minBet);
      if (tab !== 'all') setTab('all');
      setDrawer(false);
    },
  };
}
