import type { PayoutAccounts, WithdrawSettings } from '@wl/platform-contract/calls/cashier-withdraw';
import { moneyText } from '@wl/plain/format';
import type { FilledParts, KeepContext, PartFill } from '@wl/plain/frames';

// What the withdraw page's first screen shows (decision 072): the build renders the page for a stand-in member with
// FRAME_ACCOUNTS payout accounts (withdraw-first-screen-data.ts), and the page's HTML keeps and fills what the member's
// own answers show, from the route's two declared calls a member's HTML already started (decision 061): the settings
// shape the page, the accounts are its largest paint. The HTML's own script runs it.

/** The payout accounts the first screen draws: the platform's most. */
export const FRAME_ACCOUNTS = 5;

/**
 * The withdrawable balance in the brand's format; each payout account by its provider and number, and its payee; the
 * first one chosen, as the form opens. The limits and today's count (texts in the language, with figures) and the form
 * below the accounts keep their places, empty, until the app draws them. No frame where the page shows something else
 * first: no withdrawal password yet, no withdrawal left today, no account bound, or an account on its new-account hold
 * (its opening time is a text in the language).
 */
export function keep(
  settings: Partial<WithdrawSettings> | null,
  _flags: unknown,
  _search: unknown,
  context?: KeepContext,
  more?: unknown[],
): FilledParts | null {
  const accounts = (more?.[0] ?? null) as Partial<PayoutAccounts> | null;
  const list = Array.isArray(accounts?.list) ? accounts.list : [];
  if (settings?.hasWithdrawalPassword !== true || !((settings.dailyCountLeft ?? 0) > 0) || !context?.currency) return null;
  if (typeof settings.withdrawableBalance !== 'number' || list.length === 0 || list.length > FRAME_ACCOUNTS) return null;
  if (list.some((account) => account.onHoldUntil)) return null;
  const parts = ['withdrawable', 'limits', 'today', 'later'];
  const fill: Record<string, PartFill> = {
    withdrawable: moneyText(settings.withdrawableBalance, context.currency),
    limits: null,
    today: null,
    later: null,
  };
  list.forEach((account, i) => {
    const card = `account-${i}`;
    parts.push(card, `${card}/name`, `${card}/payee`);
    fill[`${card}/name`] = `${account.providerName} · ${account.maskedNumber}`;
    // without a payee the app names the account's kind, a text in the language
    fill[`${card}/payee`] = account.payeeName || null;
  });
  if (list.length < Number(accounts?.max)) parts.push('add');
  return { parts, fill };
}
