// The member club's levels (MEMCLUB3). A level is reached when both lifetime totals meet its
// thresholds; the platform reviews levels monthly, so the stored level (members.vip_level) is what
// counts until then. Amounts are whole taka here and paisa everywhere else.

export interface VipLevel {
  level: number;
  nameBn: string;
  nameEn: string;
  /** Lifetime deposits needed, whole taka. */
  deposit: number;
  /** Lifetime valid bets needed, whole taka. */
  validBet: number;
  /** Paid once on reaching the level, whole taka. */
  upgradeBonus: number;
  /** Paid each month while at the level, whole taka. */
  monthlyBonus: number;
  /** Weekly rebate on valid bets, in hundredths of a percent (140 = 1.40%). */
  rebateBasisPoints: number;
  dailyWithdrawCount: number;
  /** Whole taka a day; null = no limit. */
  dailyWithdrawLimit: number | null;
}

const level = (
  n: number,
  nameBn: string,
  nameEn: string,
  deposit: number,
  validBet: number,
  upgradeBonus: number,
  monthlyBonus: number,
  rebateBasisPoints: number,
  dailyWithdrawCount: number,
  dailyWithdrawLimit: number | null,
): VipLevel => ({
  level: n,
  nameBn,
  nameEn,
  deposit,
  validBet,
  upgradeBonus,
  monthlyBonus,
  rebateBasisPoints,
  dailyWithdrawCount,
  dailyWithdrawLimit,
});

export const VIP_LEVELS: VipLevel[] = [
  level(0, 'নবাগত', 'Newcomer', 0, 0, 0, 0, 50, 3, 25_000),
  level(1, 'ব্রোঞ্জ', 'Bronze', 1_000, 5_000, 18, 8, 120, 3, 50_000),
  level(2, 'সিলভার', 'Silver', 5_000, 30_000, 58, 28, 140, 5, 100_000),
  level(3, 'গোল্ড', 'Gold', 20_000, 120_000, 188, 88, 160, 5, 200_000),
  level(4, 'প্লাটিনাম', 'Platinum', 50_000, 400_000, 588, 188, 180, 8, 300_000),
  level(5, 'ডায়মন্ড', 'Diamond', 150_000, 1_200_000, 1_888, 588, 200, 8, 500_000),
  level(6, 'ক্রাউন', 'Crown', 400_000, 3_000_000, 5_888, 1_888, 220, 10, 1_000_000),
  level(7, 'রয়্যাল', 'Royal', 1_000_000, 8_000_000, 18_888, 5_888, 250, 10, 2_000_000),
  level(8, 'লিজেন্ড', 'Legend', 3_000_000, 20_000_000, 58_888, 18_888, 280, 15, 5_000_000),
  level(9, 'সুপ্রিম', 'Supreme', 8_000_000, 50_000_000, 188_888, 58_888, 300, 20, null),
];

export const TOP_LEVEL = VIP_LEVELS.length - 1;

/** A stored level outside the table (an older or hand-edited row) reads as the nearest one. */
export const vipLevel = (n: number): VipLevel => VIP_LEVELS[Math.min(TOP_LEVEL, Math.max(0, Math.trunc(n)))]!;
