import { dhakaDateTime } from '../cashier/dates.ts';
import { ApiError } from '../http/api-error.ts';
import type { LimitPeriod } from './periods.ts';

// The refusals a player reads: each names what stopped them and when it ends (their words: http/error-catalogue.ts).

const PERIOD_NAMES: Record<LimitPeriod, { bn: string; en: string }> = {
  daily: { bn: 'দৈনিক', en: 'daily' },
  weekly: { bn: 'সাপ্তাহিক', en: 'weekly' },
  monthly: { bn: 'মাসিক', en: 'monthly' },
};

const taka = (paisa: number) => `৳${(paisa / 100).toFixed(2)}`;
/** where a player under a break or exclusion gets help (the site's customer service and help topic) */
const HELP_PATH = '/m/help?i=3';

export function limitExceeded(period: LimitPeriod, limitPaisa: number, leftPaisa: number, resetsAt: number): ApiError {
  return new ApiError(409, 'DEPOSIT_LIMIT_EXCEEDED', {
    fill: { period: PERIOD_NAMES[period], limit: taka(limitPaisa), left: taka(leftPaisa), when: dhakaDateTime(resetsAt) },
    value: { period, limit: limitPaisa / 100, left: leftPaisa / 100, resetsAt: new Date(resetsAt).toISOString() },
  });
}

/** How a refusal found the excluded player: their own account, a device they used, their number or e-mail. */
export type ExcludedBy = 'account' | 'device' | 'mobile' | 'email';

const EXCLUDED_WORDING = {
  account: { break: 'PLAYER_EXCLUDED/break', exclusion: undefined },
  device: { break: 'PLAYER_EXCLUDED/device break', exclusion: 'PLAYER_EXCLUDED/device' },
} as const;

export function playerExcluded(kind: 'break' | 'exclusion', endsAt: number, by: ExcludedBy = 'account'): ApiError {
  const wording = EXCLUDED_WORDING[by === 'device' ? 'device' : 'account'][kind];
  return new ApiError(403, 'PLAYER_EXCLUDED', {
    ...(wording ? { wording } : {}),
    fill: { when: dhakaDateTime(endsAt) },
    value: { kind, endsAt: new Date(endsAt).toISOString(), help: HELP_PATH, by },
  });
}

export const protectionInvalid = (field: string) =>
  new ApiError(400, 'field_invalid', { wording: 'field_invalid/value', value: { fields: [{ field, problem: 'invalid' }] } });
