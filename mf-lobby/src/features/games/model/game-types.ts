import type { Game, VendorData } from '@wl/platform-contract/calls/lobby-games';

// A game, a vendor and the vendor data as the platform sends them (spec section 3; CONTRACT.md section 14):
// inferred from the platform contract's schemas (decision 035).
export type { Game, VendorData, VendorItem } from '@wl/platform-contract/calls/lobby-games';

export interface GamePage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

/** The icon to show: the mobile artwork first, then the general one. */
export const gameIcon = (game: Game) => game.mobileSmallIcon || game.showIcon || game.iconUrl || null;

/** Vendor code to display name ('PG' to 'PG Soft'), from the vendor data's items; a vendor listed twice has one name. */
export function vendorNameMap(data: VendorData | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  for (const item of data?.mapping ?? []) if (item.vendorName) names[item.vendor] ??= item.vendorName;
  return names;
}
