/** A game as the platform sends it (spec section 3; CONTRACT.md section 14). */
export interface Game {
  nodeId: number;
  gameId: string;
  gameName: string;
  nodeName?: string;
  vassalage: string;
  gameType: string;
  gameCategory: string;
  roomId?: string | null;
  iconUrl?: string | null;
  showIcon?: string | null;
  mobileLargeIcon?: string | null;
  mobileSmallIcon?: string | null;
  gameClassify?: string | null;
  gameClassifyNew?: number;
  supportPlay?: string;
  minBet?: number;
  hot?: boolean;
  favourite?: boolean;
}

/** A vendor of a category: the popular panel's tiles and the game list's vendor strip. */
export interface VendorItem {
  gameCategory: string;
  gameType: string;
  vendor: string;
  vendorName: string;
  iconUrl: string;
  inHouse: boolean;
  /** opens the vendor's own lobby (sports books, the TCG lotteries) */
  lobby: boolean;
  gameCount: number;
  nodeId: number;
  gameId: string | null;
}

export interface VendorData {
  sorting: { gameCategory: string; vendorNames: string[] }[];
  mapping: VendorItem[];
}

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
