import { escapeHtml } from '../cashier/cashier-pages.ts';
import { htmlPageHeaders } from '@wl/http-answers/html-page';
import type { SocialProvider, TestIdentity } from './idp-config.ts';

// The provider's consent page: plain HTML, every value escaped, no script, its own policy.

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:0 12px;background:#eef1f6;color:#1c2333;line-height:1.5}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:22px;margin:0 0 4px}p{margin:8px 0}.muted{color:#4a5468;font-size:14px}
form{margin:12px 0}button{width:100%;min-height:48px;border-radius:8px;font-size:16px;cursor:pointer;border:1px solid #1c2333;background:#fff;color:#1c2333}
button.primary{background:#1a56c4;border-color:#1a56c4;color:#fff}.who{display:block;font-size:13px;font-weight:400}`;

const PROVIDER_NAMES: Record<SocialProvider, { bn: string; en: string }> = {
  google: { bn: 'গুগল', en: 'Google' },
  facebook: { bn: 'ফেসবুক', en: 'Facebook' },
  telegram: { bn: 'টেলিগ্রাম', en: 'Telegram' },
};

const TEXTS = {
  bn: {
    title: (p: string) => `${p} দিয়ে সাইন ইন`,
    intro: (site: string) => `${site} আপনার নাম ও ই-মেইল জানতে চায়।`,
    simulated: 'ডেভেলপমেন্টের জন্য সিমুলেটেড প্রদানকারী: আসল অ্যাকাউন্ট নয়।',
    continueAs: (name: string) => `${name} হিসেবে চালিয়ে যান`,
    cancel: 'বাতিল',
    problem: 'সাইন-ইন শুরু করা যায়নি',
    client: 'এই অ্যাপটি এই প্রদানকারীর কাছে নিবন্ধিত নয়।',
    redirect: 'ফেরার ঠিকানাটি (redirect_uri) এই অ্যাপের জন্য নিবন্ধিত নয়।',
    expired: 'এই সাইন-ইন অনুরোধের মেয়াদ শেষ বা আগেই ব্যবহৃত। সাইটে ফিরে আবার চেষ্টা করুন।',
  },
  en: {
    title: (p: string) => `Sign in with ${p}`,
    intro: (site: string) => `${site} wants to know your name and e-mail address.`,
    simulated: 'Simulated provider for development: not a real account.',
    continueAs: (name: string) => `Continue as ${name}`,
    cancel: 'Cancel',
    problem: 'The sign-in could not start',
    client: 'This app is not registered with this provider.',
    redirect: 'The return address (redirect_uri) is not registered for this app.',
    expired: 'This sign-in request has expired or was already used. Go back to the site and try again.',
  },
};

export type PageLanguage = keyof typeof TEXTS;

/** OIDC's ui_locales: a space-separated list; the first language this page speaks wins (Bengali by default). */
export function pageLanguage(uiLocales: string | null): PageLanguage {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'bn' || base === 'en') return base;
  }
  return 'bn';
}

function document(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The page's policy: nothing loads, the one style block by its hash, forms post here. Chrome also checks a
 * form's redirects against form-action, so the client's callback origin is allowed too.
 */
export const pageSecurityHeaders = (formTarget?: string) => htmlPageHeaders({ styles: [STYLE], formTarget });

export interface ConsentView {
  language: PageLanguage;
  provider: SocialProvider;
  requestId: string;
  identities: TestIdentity[];
  /** the site's host, shown so the player sees who is asking */
  clientHost: string;
}

export function consentPage(view: ConsentView, action: string): string {
  const t = TEXTS[view.language];
  const provider = PROVIDER_NAMES[view.provider][view.language];
  const choice = (value: string, label: string, detail: string, kind: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="request" value="${escapeHtml(view.requestId)}">` +
    `<button type="submit" name="choice" value="${escapeHtml(value)}" class="${kind}">${escapeHtml(label)}${detail ? `<span class="who">${escapeHtml(detail)}</span>` : ''}</button></form>`;
  const accounts = view.identities
    .map((identity, index) => choice(String(index), t.continueAs(identity.name), identity.email ?? '', 'primary'))
    .join('');
  return document(
    view.language,
    t.title(provider),
    `<h1>${escapeHtml(t.title(provider))}</h1><p>${escapeHtml(t.intro(view.clientHost))}</p><p class="muted">${escapeHtml(t.simulated)}</p>` +
      `<div data-provider="${escapeHtml(view.provider)}">${accounts}${choice('cancel', t.cancel, '', '')}</div>`,
  );
}

/** A request the provider cannot send back to the site (unknown client or redirect URI, a stale form). */
export type Problem = 'client' | 'redirect' | 'expired';

export function problemPage(language: PageLanguage, problem: Problem): string {
  const t = TEXTS[language];
  return document(language, t.problem, `<h1>${escapeHtml(t.problem)}</h1><p role="alert">${escapeHtml(t[problem])}</p>`);
}
