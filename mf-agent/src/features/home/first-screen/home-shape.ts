import type { Wallet } from '@wl/platform-contract/calls/session';
import { moneyText } from '@wl/plain/format';
import type { FilledParts, KeepContext } from '@wl/plain/frames';

// What agent home's first screen shows of the agent's balance (decision 072): the build renders the page for a stand-in
// agent (home-first-screen-data.ts), and the page's HTML writes the balance as the app does (@wl/plain/format, the
// brand's currency symbol), from the answer a member's HTML already asked for. The greeting (the hour on the
// platform's clock, the member's name from another answer) and the date keep their boxes, empty, until the app writes
// them. The HTML's own script runs it.

/** The balance in the brand's format; no frame for an answer the app would not take, or without the brand's symbol. */
export function keep(value: Partial<Wallet> | null, _flags: unknown, _search: unknown, context?: KeepContext): FilledParts | null {
  if (typeof value?.sumBalance !== 'number' || !Number.isFinite(value.sumBalance) || !context?.currency) return null;
  return {
    parts: ['hello', 'date', 'balance'],
    fill: { hello: null, date: null, balance: moneyText(value.sumBalance, context.currency) },
  };
}
