import type { VendorData, VendorItem } from './game-types.ts';

// The popular-games panel's rules (spec section 2), as pure functions so each has its own test.

/** The panel's menu order. */
const PANEL_ORDER = ['HOT', 'SPORTS', 'ESPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const;
/** Spec section 3: the e-sport and cockfight vendor codes. */
export const ESPORT_VENDORS = ['TF'];
export const COCKFIGHT_VENDORS = ['DS88', 'SV3'];
/** Categories whose panel is a list of games of that type. */
const TYPE_LISTS = ['RNG', 'PVP', 'FISH'];

export type PanelKind = 'hot' | 'type-list' | 'inhouse' | 'vendors';

/** RECENT shows as RNG. */
export const normalizeCategory = (category: string) => (category.toUpperCase() === 'RECENT' ? 'RNG' : category.toUpperCase());

/** HOT is always first, added if missing. */
export function withHotFirst(categories: string[]): string[] {
  return ['HOT', ...categories.filter((c) => c !== 'HOT')];
}

/** Within SPORTS, the e-sports vendors become ESPORTS and the cockfight vendors COCKFIGHT. */
export function splitSportsVendors(mapping: VendorItem[]): VendorItem[] {
  return mapping.map((item) => {
    if (item.gameCategory !== 'SPORTS') return item;
    if (ESPORT_VENDORS.includes(item.vendor)) return { ...item, gameCategory: 'ESPORTS' };
    if (COCKFIGHT_VENDORS.includes(item.vendor)) return { ...item, gameCategory: 'COCKFIGHT' };
    return item;
  });
}

/** INHOUSE comes from the in-house vendors. */
export const inHouseVendors = (mapping: VendorItem[]) => [...new Set(mapping.filter((item) => item.inHouse).map((item) => item.vendor))];

/** What the panel shows for a category: HOT the hot list; RNG, PVP, FISH a list by type; INHOUSE the RNG list of the in-house vendors; others vendor items. */
export function panelKind(category: string): PanelKind {
  if (category === 'HOT') return 'hot';
  if (TYPE_LISTS.includes(category)) return 'type-list';
  if (category === 'INHOUSE') return 'inhouse';
  return 'vendors';
}

const orderOf = (category: string) => {
  const index = (PANEL_ORDER as readonly string[]).indexOf(category);
  return index === -1 ? PANEL_ORDER.length : index;
};

/** The panel's menu from the platform's vendor data, in the panel's order (unknown categories last, as sent). */
export function panelCategories(data: VendorData): string[] {
  const mapping = splitSportsVendors(data.mapping);
  const found: string[] = [];
  const add = (category: string) => {
    if (!found.includes(category)) found.push(category);
  };
  for (const { gameCategory, vendorNames } of data.sorting) {
    const category = normalizeCategory(gameCategory);
    // SPORTS stays only if a vendor is left after the split; RECENT (as RNG) even when the platform sends it empty
    if (category === 'SPORTS' && !mapping.some((item) => item.gameCategory === 'SPORTS')) continue;
    if (vendorNames.length === 0 && category !== 'RNG' && !mapping.some((item) => item.gameCategory === category)) continue;
    add(category);
  }
  if (mapping.some((item) => item.gameCategory === 'ESPORTS')) add('ESPORTS');
  if (mapping.some((item) => item.gameCategory === 'COCKFIGHT')) add('COCKFIGHT');
  if (inHouseVendors(mapping).length > 0) add('INHOUSE');
  const sorted = found
    .map((category, index) => ({ category, index }))
    .sort((a, b) => orderOf(a.category) - orderOf(b.category) || a.index - b.index);
  return withHotFirst(sorted.map((entry) => entry.category));
}

/** The vendor items of a category (after the SPORTS split). */
export function vendorItemsFor(category: string, mapping: VendorItem[]): VendorItem[] {
  return splitSportsVendors(mapping).filter((item) => item.gameCategory === category);
}

/** The other-games list: vendor items of the vendor categories, ELOTT excluded. */
export function otherGames(categories: string[], mapping: VendorItem[]): VendorItem[] {
  const split = splitSportsVendors(mapping);
  return categories
    .filter((category) => panelKind(category) === 'vendors' && category !== 'ELOTT')
    .flatMap((category) => split.filter((item) => item.gameCategory === category));
}
