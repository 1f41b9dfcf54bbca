import { dhakaDateTime } from '../cashier/dates.ts';
import { ApiError } from '../http/api-error.ts';
import { pick, type Language } from '../http/language.ts';
import type { LimitPeriod } from './periods.ts';

// The refusals a player reads: each names what stopped them and when it ends, in the request's language.

const PERIOD_NAMES: Record<LimitPeriod, { bn: string; en: string }> = {
  daily: { bn: 'দৈনিক', en: 'daily' },
  weekly: { bn: 'সাপ্তাহিক', en: 'weekly' },
  monthly: { bn: 'মাসিক', en: 'monthly' },
};

const taka = (paisa: number) => `৳${(paisa / 100).toFixed(2)}`;
/** where a player under a break or exclusion gets help (the site's customer service and help topic) */
export const HELP_PATH = '/m/help?i=3';

export function limitExceeded(language: Language, period: LimitPeriod, limitPaisa: number, leftPaisa: number, resetsAt: number): ApiError {
  const name = pick(language, PERIOD_NAMES[period]);
  const when = dhakaDateTime(resetsAt);
  const message = pick(language, {
    bn: `আপনার ${name} ডিপোজিট সীমা ${taka(limitPaisa)}; বাকি আছে ${taka(leftPaisa)}। সীমা আবার শুরু হবে ${when} (ঢাকা সময়)।`,
    en: `Your ${name} deposit limit is ${taka(limitPaisa)}; ${taka(leftPaisa)} is left. It resets at ${when} (Dhaka time).`,
  });
  return new ApiError(409, 'DEPOSIT_LIMIT_EXCEEDED', {
    message,
    value: { period, limit: limitPaisa / 100, left: leftPaisa / 100, resetsAt: new Date(resetsAt).toISOString() },
  });
}

/** How a refusal found the excluded player: their own account, a device they used, their number or e-mail. */
export type ExcludedBy = 'account' | 'device' | 'mobile' | 'email';

const HELP_TEXT = {
  bn: 'সাহায্যের জন্য গ্রাহক সেবা বা সাহায্য কেন্দ্রের "দায়িত্বশীল খেলা" দেখুন।',
  en: 'For help, contact customer service or see "Responsible gaming" in the help centre.',
};

function excludedText(kind: 'break' | 'exclusion', by: ExcludedBy, when: string): { bn: string; en: string } {
  // On a device an excluded player used, whoever holds it now is told about the phone, not about themselves.
  if (by === 'device')
    return kind === 'break'
      ? {
          bn: `এই ফোনে এমন একজন খেলোয়াড় লগইন করেছেন যিনি ${when} (ঢাকা সময়) পর্যন্ত বিরতিতে আছেন: ততক্ষণ এই ফোন থেকে কোনো অ্যাকাউন্ট খোলা বা লগইন করা যাবে না। ${HELP_TEXT.bn}`,
          en: `A player who is on a break until ${when} (Dhaka time) used this phone: until then no account can be opened or logged in from it. ${HELP_TEXT.en}`,
        }
      : {
          bn: `এই ফোনে এমন একজন খেলোয়াড় লগইন করেছেন যিনি ${when} (ঢাকা সময়) পর্যন্ত স্ব-বর্জনে আছেন: ততক্ষণ এই ফোন থেকে কোনো অ্যাকাউন্ট খোলা বা লগইন করা যাবে না। ${HELP_TEXT.bn}`,
          en: `A player who has excluded themselves until ${when} (Dhaka time) used this phone: until then no account can be opened or logged in from it. ${HELP_TEXT.en}`,
        };
  return kind === 'break'
    ? {
        bn: `আপনি বিরতিতে আছেন, যা শেষ হবে ${when} (ঢাকা সময়)। ${HELP_TEXT.bn}`,
        en: `You are on a break until ${when} (Dhaka time). ${HELP_TEXT.en}`,
      }
    : {
        bn: `আপনি স্ব-বর্জনে আছেন, যা শেষ হবে ${when} (ঢাকা সময়)। ${HELP_TEXT.bn}`,
        en: `You have excluded yourself until ${when} (Dhaka time). ${HELP_TEXT.en}`,
      };
}

export function playerExcluded(language: Language, kind: 'break' | 'exclusion', endsAt: number, by: ExcludedBy = 'account'): ApiError {
  const message = pick(language, excludedText(kind, by, dhakaDateTime(endsAt)));
  return new ApiError(403, 'PLAYER_EXCLUDED', { message, value: { kind, endsAt: new Date(endsAt).toISOString(), help: HELP_PATH, by } });
}

export const protectionInvalid = (language: Language, field: string) =>
  new ApiError(400, 'field_invalid', {
    message: pick(language, { bn: 'মানটি সঠিক নয়', en: 'The value is not valid' }),
    value: { fields: [{ field, problem: 'invalid' }] },
  });
