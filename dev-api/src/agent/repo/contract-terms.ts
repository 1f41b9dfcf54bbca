import type { Language } from '../../http/language.ts';
import { takaText } from '../../records/taka-text.ts';

export type ContractKind = 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';
export const CONTRACT_KINDS: readonly ContractKind[] = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'];

/** A salary tier: reached when the team has this many active members and this much valid bet (paisa). */
export interface SalaryTier {
  level: number;
  minActiveMembers: number;
  minTeamValidBet: number;
  salary: number;
}

/** A dividend tier: reached when the team has this many active members and lost this much (paisa). */
export interface DividendTier {
  level: number;
  minActiveMembers: number;
  minTeamLoss: number;
  rateBp: number;
}

export type ContractTerms =
  | { kind: 'DAILY_SALARY'; activeMinValidBet: number; tiers: SalaryTier[] }
  | { kind: 'HOURLY_SALARY'; activeMinValidBet: number; tiers: SalaryTier[] }
  | { kind: 'DIVIDEND'; activeMinValidBet: number; tiers: DividendTier[] };

/** The highest tier whose every condition is met, or null. */
export function reachedTier<T extends { minActiveMembers: number }>(
  tiers: T[],
  activeMembers: number,
  meets: (tier: T) => boolean,
): T | null {
  return [...tiers].reverse().find((tier) => activeMembers >= tier.minActiveMembers && meets(tier)) ?? null;
}

/** The conditions of a contract as the screen lists them, in the request's language. */
export function conditionTexts(terms: ContractTerms, startDate: string, endDate: string, language: Language): string[] {
  const en = language === 'EN';
  const active = takaText(terms.activeMinValidBet);
  const runs = en ? `The contract runs from ${startDate} to ${endDate}.` : `চুক্তিটি ${startDate} থেকে ${endDate} পর্যন্ত চলবে।`;
  switch (terms.kind) {
    case 'DAILY_SALARY':
      return [
        en ? `An active member has valid bets of at least ${active} that day.` : `সক্রিয় সদস্য মানে সেদিন কমপক্ষে ${active} বৈধ বাজি।`,
        en
          ? 'Each day pays the salary of the highest tier the team reached; it is paid the next day.'
          : 'প্রতিদিন টিম যে সর্বোচ্চ স্তরে পৌঁছায় তার বেতন পরের দিন দেওয়া হয়।',
        runs,
      ];
    case 'HOURLY_SALARY':
      return [
        en ? `An active member has valid bets of at least ${active} in that hour.` : `সক্রিয় সদস্য মানে সেই ঘণ্টায় কমপক্ষে ${active} বৈধ বাজি।`,
        en
          ? 'Each hour pays the salary of the highest tier the team reached, within the next hour.'
          : 'প্রতি ঘণ্টায় টিম যে সর্বোচ্চ স্তরে পৌঁছায় তার বেতন পরের ঘণ্টার মধ্যে দেওয়া হয়।',
        runs,
      ];
    case 'DIVIDEND':
      return [
        en
          ? "Settled every half month: the 1st to the 15th, and the 16th to the month's end (Bangladesh time)."
          : 'প্রতি অর্ধমাসে হিসাব: ১ থেকে ১৫ তারিখ, এবং ১৬ থেকে মাসের শেষ (বাংলাদেশ সময়)।',
        en
          ? 'Team loss = team bets - wins - bonuses - rebates; the dividend is the team loss times the rate of the highest tier reached.'
          : 'টিমের ক্ষতি = টিমের বাজি - জয় - বোনাস - রিবেট; লভ্যাংশ = টিমের ক্ষতি x অর্জিত সর্বোচ্চ স্তরের হার।',
        en
          ? `An active member has valid bets of at least ${active} in the period. No dividend when the team did not lose.`
          : `সক্রিয় সদস্য মানে সময়কালে কমপক্ষে ${active} বৈধ বাজি। টিমের ক্ষতি না হলে লভ্যাংশ নেই।`,
        runs,
      ];
  }
}

/** Tiers as the client reads them: taka and percentages. */
export function tiersView(terms: ContractTerms) {
  if (terms.kind === 'DIVIDEND') {
    return terms.tiers.map((t) => ({
      level: t.level,
      minActiveMembers: t.minActiveMembers,
      minTeamLoss: t.minTeamLoss / 100,
      rate: t.rateBp / 100,
    }));
  }
  return terms.tiers.map((t) => ({
    level: t.level,
    minActiveMembers: t.minActiveMembers,
    minTeamValidBet: t.minTeamValidBet / 100,
    salary: t.salary / 100,
  }));
}
