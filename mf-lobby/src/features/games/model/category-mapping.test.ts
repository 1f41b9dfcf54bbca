import type { VendorData, VendorItem } from './game-types.ts';
import {
  inHouseVendors,
  normalizeCategory,
  otherGames,
  panelCategories,
  panelKind,
  splitSportsVendors,
  vendorItemsFor,
  withHotFirst,
} from './category-mapping.ts';

const item = (gameCategory: string, vendor: string, extra: Partial<VendorItem> = {}): VendorItem => ({
  gameCategory,
  gameType: gameCategory,
  vendor,
  vendorName: vendor,
  iconUrl: `/v/${vendor}.png`,
  inHouse: false,
  lobby: false,
  gameCount: 3,
  nodeId: 1,
  gameId: null,
  ...extra,
});

const platform: VendorData = {
  sorting: [
    { gameCategory: 'SPORTS', vendorNames: ['SABA', 'TF', 'SV3', 'DS88'] },
    { gameCategory: 'LIVE', vendorNames: ['EVO'] },
    { gameCategory: 'FISH', vendorNames: ['JILI'] },
    { gameCategory: 'RNG', vendorNames: ['PG', 'KHELA'] },
    { gameCategory: 'PVP', vendorNames: ['KM'] },
    { gameCategory: 'LOTT', vendorNames: ['TCG_LOTTO_VN'] },
    { gameCategory: 'ELOTT', vendorNames: ['TCG_SEA'] },
    { gameCategory: 'RECENT', vendorNames: [] },
  ],
  mapping: [
    item('SPORTS', 'SABA', { lobby: true }),
    item('SPORTS', 'TF', { lobby: true }),
    item('SPORTS', 'SV3'),
    item('SPORTS', 'DS88'),
    item('LIVE', 'EVO'),
    item('FISH', 'JILI'),
    item('RNG', 'PG'),
    item('RNG', 'KHELA', { inHouse: true }),
    item('PVP', 'KM'),
    item('LOTT', 'TCG_LOTTO_VN', { lobby: true }),
    item('ELOTT', 'TCG_SEA', { lobby: true }),
  ],
};

describe('popular games panel: the mapping rules of spec section 2', () => {
  it('HOT is always first, added when missing and moved when elsewhere', () => {
    expect(withHotFirst(['SPORTS', 'RNG'])).toEqual(['HOT', 'SPORTS', 'RNG']);
    expect(withHotFirst(['SPORTS', 'HOT', 'RNG'])).toEqual(['HOT', 'SPORTS', 'RNG']);
    expect(panelCategories(platform)[0]).toBe('HOT');
  });

  it('RECENT shows as RNG, once', () => {
    expect(normalizeCategory('RECENT')).toBe('RNG');
    expect(normalizeCategory('recent')).toBe('RNG');
    expect(normalizeCategory('LIVE')).toBe('LIVE');
    expect(panelCategories(platform).filter((c) => c === 'RNG')).toHaveLength(1);
    expect(panelCategories(platform)).not.toContain('RECENT');
    expect(panelCategories({ sorting: [{ gameCategory: 'RECENT', vendorNames: [] }], mapping: [] })).toEqual(['HOT', 'RNG']);
  });

  it('HOT shows the hot list; RNG, PVP and FISH a list by type; INHOUSE the in-house list; the others vendor items', () => {
    expect(panelKind('HOT')).toBe('hot');
    expect(['RNG', 'PVP', 'FISH'].map(panelKind)).toEqual(['type-list', 'type-list', 'type-list']);
    expect(panelKind('INHOUSE')).toBe('inhouse');
    expect(['SPORTS', 'ESPORTS', 'LIVE', 'COCKFIGHT', 'ELOTT', 'LOTT'].map(panelKind)).toEqual(Array(6).fill('vendors'));
  });

  it('INHOUSE comes from the in-house vendors, and only when there are some', () => {
    expect(inHouseVendors(platform.mapping)).toEqual(['KHELA']);
    expect(panelCategories(platform)).toContain('INHOUSE');
    const none = { ...platform, mapping: platform.mapping.map((m) => ({ ...m, inHouse: false })) };
    expect(panelCategories(none)).not.toContain('INHOUSE');
  });

  it('within SPORTS, the e-sports vendor becomes ESPORTS and the cockfight vendors COCKFIGHT', () => {
    const split = splitSportsVendors(platform.mapping);
    expect(split.find((m) => m.vendor === 'TF')!.gameCategory).toBe('ESPORTS');
    expect(split.filter((m) => m.gameCategory === 'COCKFIGHT').map((m) => m.vendor)).toEqual(['SV3', 'DS88']);
    expect(vendorItemsFor('SPORTS', platform.mapping).map((m) => m.vendor)).toEqual(['SABA']);
    // a SPORTS category left with no vendor of its own disappears
    const onlySplit = { ...platform, mapping: platform.mapping.filter((m) => m.vendor !== 'SABA') };
    expect(panelCategories(onlySplit)).not.toContain('SPORTS');
    expect(panelCategories(onlySplit)).toEqual(expect.arrayContaining(['ESPORTS', 'COCKFIGHT']));
  });

  it('ELOTT is excluded from the other-games list, but stays in the menu', () => {
    const categories = panelCategories(platform);
    expect(categories).toContain('ELOTT');
    const others = otherGames(categories, platform.mapping);
    expect(others.some((m) => m.gameCategory === 'ELOTT')).toBe(false);
    expect(others.map((m) => m.vendor)).toEqual(['SABA', 'TF', 'EVO', 'SV3', 'DS88', 'TCG_LOTTO_VN']);
  });

  it('orders the menu HOT, SPORTS, ESPORTS, LIVE, FISH, RNG, PVP, INHOUSE, COCKFIGHT, ELOTT, LOTT', () => {
    expect(panelCategories(platform)).toEqual([
      'HOT',
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'FISH',
      'RNG',
      'PVP',
      'INHOUSE',
      'COCKFIGHT',
      'ELOTT',
      'LOTT',
    ]);
    const unknown = {
      sorting: [{ gameCategory: 'BINGO', vendorNames: ['X'] }, ...platform.sorting],
      mapping: [...platform.mapping, item('BINGO', 'X')],
    };
    expect(panelCategories(unknown).at(-1)).toBe('BINGO');
  });
});
