import type { DepositChannel } from '@wl/platform-contract/calls/cashier-deposit';
import type { FilledParts, PartFill } from '@wl/plain/frames';

// What the deposit page's first screen shows of the merchant's deposit methods (decision 067): the build renders the
// form with FRAME_CHANNELS stand-in methods (deposit-first-screen-data.ts), and the page's HTML keeps and fills the
// ones this answer has, from the call a member's HTML already started (decision 061). Imports nothing that runs: the
// HTML's own script runs it.

/** The methods the first screen draws: the picker's grid as a phone's screen holds it. */
export const FRAME_CHANNELS = 6;

/**
 * Each method's card by its logo and name, the first one chosen, as the form opens, and its instructions. The limits
 * are money in the brand's format, and the form below the method (a bank's picker, the amount, the promotions) follows
 * the chosen method: their places stay, empty, until the app draws them. No frame for a request's progress (the
 * address names one), or for no methods (the app says so).
 */
export function keep(value: { list?: Partial<DepositChannel>[] } | null, _flags: unknown, search = ''): FilledParts | null {
  const channels = Array.isArray(value?.list) ? value.list.slice(0, FRAME_CHANNELS) : [];
  if (channels.length === 0 || new URLSearchParams(search).has('depositId')) return null;
  const parts = ['later', 'submit'];
  const fill: Record<string, PartFill> = { later: null, submit: null };
  channels.forEach((channel, i) => {
    const card = `channel-${i}`;
    parts.push(card, `${card}/logo`, `${card}/name`, `${card}/limits`);
    fill[`${card}/logo`] = String(channel.logo);
    fill[`${card}/name`] = String(channel.name);
    fill[`${card}/limits`] = null;
  });
  const instructions = channels[0]!.instructions;
  if (typeof instructions === 'string' && instructions) {
    parts.push('instructions');
    fill.instructions = instructions;
  }
  return { parts, fill };
}
