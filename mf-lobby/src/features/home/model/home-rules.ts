import { NO_DIVIDEND_TYPES, routeHref } from '@wl/kit';
import type { ContractRequests, Winner } from '../api/home-api.ts';

/** Spec section 9: the winners board shows 20 and scrolls itself above 4. */
const WINNERS_LIMIT = 20;
const WINNERS_SCROLL_ABOVE = 4;

export function sortWinners(winners: Winner[]): Winner[] {
  return [...winners].sort((a, b) => Number(b.winAmount) - Number(a.winAmount)).slice(0, WINNERS_LIMIT);
}

export const winnersAutoScroll = (count: number) => count > WINNERS_SCROLL_ABOVE;

/** Carousels loop only with more than one slide (spec section 2). */
export const shouldLoop = (count: number) => count > 1;

export interface DownloadBarInput {
  /** the member closed it before (hideDownloadBar) */
  stored: boolean;
  /** running as an installed web app */
  standalone: boolean;
  /** running as an iOS home-screen clip */
  webClip: boolean;
  hasIosLink: boolean;
}

/** Spec section 4: hidden when closed before, always as an installed web app, and for a home-screen clip without an iOS link. */
export function downloadBarHidden({ stored, standalone, webClip, hasIosLink }: DownloadBarInput): boolean {
  return stored || standalone || (webClip && !hasIosLink);
}

export type AddToHomeGuide = 'ios' | 'ios-legacy' | 'android' | 'other';

/** Which add-to-home steps apply: iOS below 12.2 gets the legacy tip (spec section 2). */
export function addToHomeGuide(userAgent: string): AddToHomeGuide {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (ios) {
    const major = Number(ios[1]);
    const minor = Number(ios[2] ?? 0);
    return major < 12 || (major === 12 && minor < 2) ? 'ios-legacy' : 'ios';
  }
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export interface ContractPrompt {
  kind: 'daily_salary' | 'dividend' | 'hourly_salary';
  path: string;
}

/** Whose home asks about contracts: not types 4, 40, 41, 42 (spec section 4). */
export const checksContracts = (memberType: number) => !(NO_DIVIDEND_TYPES as readonly number[]).includes(memberType);

/** The pending requests, each with the contract screen it leads to, in the spec's order. */
export function contractPrompts(requests: ContractRequests): ContractPrompt[] {
  const prompts: ContractPrompt[] = [];
  // the contract screens are another remote's: a prompt whose screen is absent is not shown
  const ask = (kind: ContractPrompt['kind'], path: string | null) => path && prompts.push({ kind, path });
  if (Number(requests.dailysalreqtype) > 0) ask('daily_salary', routeHref('salaryContract'));
  if (Number(requests.divtypecompperiodreq) > 0) ask('dividend', routeHref('dividendContract'));
  if (Number(requests.contracthoursalreq) > 0) ask('hourly_salary', routeHref('hourContract'));
  return prompts;
}
