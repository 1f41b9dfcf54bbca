// The check of decision 025 on a screen as it is drawn: every visible text, one text node at a time, against the
// digit rule and the money format.
//
// - Money: the brand's symbol is always followed by Latin digits grouped by three and exactly 2 decimals
//   ("৳1,234.50", "-৳50.00", "+৳12.00"); a Latin figure with exactly 2 decimals and no symbol is money without its
//   symbol (a figure that is not money, such as odds, is marked data-number).
// - Digits: money and codes are taken out first. A code is a token of Latin letters with digits (W00000007, VIP1,
//   demo01), a run of 6 or more digits (order, phone and account numbers, a lottery issue 20261127-0372), a masked number (017****5678), a dialing
//   code (+880) or an address. Then a Bengali text holds no Latin digit, an English one no Bengali digit, and no
//   text both.
// - What the platform or a person wrote (elements marked data-verbatim: notices, game names, nicknames) is skipped.
import type { Page } from '@playwright/test';

export interface Finding {
  text: string;
  problem: string;
  /** where: the nearest element's tag, test id or class */
  where: string;
}

/** Every finding on the page as it is now. */
export function scanOneVoice(page: Page, language: 'bn' | 'en', symbol: string): Promise<Finding[]> {
  return page.evaluate(
    ({ language, symbol }) => {
      const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const sym = esc(symbol);
      const WELL_FORMED = new RegExp(`[-+]?${sym}[0-9]{1,3}(?:,[0-9]{3})*\\.[0-9]{2}(?![0-9])`, 'g');
      const ANY_SYMBOL = new RegExp(`${sym}`, 'g');
      const BARE_MONEY = /(?:^|[^0-9.,:/-])[0-9][0-9,]*\.[0-9]{2}(?![0-9%])/;
      const CODES = [
        /https?:\/\/\S+/g,
        /\b[A-Za-z][A-Za-z0-9_-]*[0-9][A-Za-z0-9_-]*\b/g,
        /\b[0-9]+[A-Za-z][A-Za-z0-9_-]*\b/g,
        /[0-9]*\*+[0-9*]+/g,
        /\+[0-9]{1,4}\b/g,
        /[0-9]{6,}(?:-[0-9]+)*/g,
        /[০-৯]{6,}/g,
      ];
      const BN = /[০-৯]/;
      const LATIN = /[0-9]/;

      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none';
      };
      const whereOf = (el: Element) =>
        el.getAttribute('data-testid') ??
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;

      const findings: { text: string; problem: string; where: string }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!/[0-9০-৯]/.test(text) && !text.includes(symbol)) continue;
        const el = node.parentElement;
        if (!el || el.closest('script, style, noscript, [data-verbatim], #wl-first-frame') || !visible(el)) continue;
        const where = whereOf(el);
        // an amount field's sign: the symbol alone before the field where the figure is typed
        if (text.trim() === symbol && el.parentElement?.querySelector('input')) continue;
        const symbols = text.match(ANY_SYMBOL)?.length ?? 0;
        const wellFormed = text.match(WELL_FORMED)?.length ?? 0;
        if (symbols > wellFormed && !/^\s*[-+]?৳?\*+\s*$/.test(text.replace(symbol, '৳'))) {
          findings.push({ text, problem: 'money not in the one format (symbol, Latin digits, 2 decimals)', where });
        }
        let rest = text.replace(WELL_FORMED, ' ');
        if (!el.closest('[data-number]') && BARE_MONEY.test(rest)) {
          findings.push({ text, problem: 'money without the currency symbol', where });
        }
        for (const code of CODES) rest = rest.replace(code, ' ');
        const bn = BN.test(rest);
        const latin = LATIN.test(rest);
        if (bn && latin) findings.push({ text, problem: 'two digit systems in one text', where });
        else if (language === 'bn' && latin) findings.push({ text, problem: 'Latin digits in Bengali running text', where });
        else if (language === 'en' && bn) findings.push({ text, problem: 'Bengali digits in English text', where });
      }
      return findings;
    },
    { language, symbol },
  );
}
