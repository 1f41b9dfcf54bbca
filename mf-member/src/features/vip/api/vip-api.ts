import { api } from '@wl/shared';

export interface VipBenefits {
  upgradeBonus: number;
  monthlyBonus: number;
  /** percent */
  rebateRate: number;
  dailyWithdrawCount: number;
  /** null: no limit */
  dailyWithdrawLimit: number | null;
}
export interface VipLevel {
  level: number;
  name: string;
  depositRequired: number;
  validBetRequired: number;
  benefits: VipBenefits;
}
export interface VipProgress {
  level: number;
  name: string;
  deposits: number;
  validBets: number;
  next: {
    level: number;
    name: string;
    depositNeeded: number;
    validBetNeeded: number;
    depositProgress: number;
    validBetProgress: number;
  } | null;
}
export interface VipClub {
  levels: VipLevel[];
  member: VipProgress;
}

export const fetchVipClub = () => api.get<VipClub>('/wps/relay/MEMCLUB3_benefits', { moduleId: 'MEMCLUB3' });
