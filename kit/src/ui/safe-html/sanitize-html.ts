import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { ADDRESS_ELEMENTS, TEXT_ELEMENTS } from '@wl/plain/markup';
import { imageOrigins } from '../cdn-image/cdn-origin.ts';

// Server HTML (promotions, help, notices, inbox) is written by operators but travels through systems we do not
// control. An allow-list, not a list of what to drop: text and its structure, links, tables and images, and nothing
// a new or forgotten element could bring (running code, loading another document, a form, media, SVG, a restyle
// of the page: no class or id reaches the app's own styles). DOMPurify drops what the lists do not name.
const CONFIG: Config = {
  // one list with the first screens' bare markup (decision 064)
  ALLOWED_TAGS: [...TEXT_ELEMENTS, ...ADDRESS_ELEMENTS],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'style', 'width', 'height', 'colspan', 'rowspan', 'align', 'dir', 'lang', 'color'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background']);
// Browsers ignore control characters and whitespace inside a scheme: "java\tscript:" still runs.
const SCRIPT_URL = /^(?:javascript|vbscript|data:text\/html)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to strip
const stripIgnored = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

// Inline style may colour and emphasise text, nothing more: no positioning over the app (a fake header,
// a full-screen phishing link), no sizes, no url() that loads from elsewhere.
const STYLE_PROPERTIES = new Set(['color', 'background-color', 'font-weight', 'font-style', 'text-decoration', 'text-align']);
const UNSAFE_STYLE_VALUE = /url\(|expression|image-set|var\(|@import|\\/i;

function safeStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const propertyValue = declaration.slice(colon + 1).trim();
      if (!STYLE_PROPERTIES.has(property) || UNSAFE_STYLE_VALUE.test(propertyValue) || /!important/i.test(propertyValue)) return '';
      return `${property}: ${propertyValue}`;
    })
    .filter(Boolean)
    .join('; ');
}

/** Images come only from this page's origin and the whitelabel's CDNs: no trackers, no hotlinks. */
function allowedImage(src: string): boolean {
  try {
    const url = new URL(src, location.href);
    if (url.protocol === 'data:') return /^data:image\/(png|jpe?g|gif|webp);/i.test(src);
    return imageOrigins().includes(url.origin);
  } catch {
    return false;
  }
}

let purifier: Purifier | null = null;

/**
 * A private DOMPurify instance: hooks added to the default one would leak into every other user of the
 * library in the page (the library is shared by all remotes).
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  // DOMPurify drops these already; spelled out so a change of its defaults cannot bring them back.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(stripIgnored(data.attrValue)))) {
      data.keepAttr = false;
    } else if (name === 'style') {
      data.attrValue = safeStyle(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    } else if (name === 'srcset' || name === 'background' || name === 'poster') {
      data.keepAttr = false;
    }
  });
  instance.addHook('uponSanitizeElement', (node, data) => {
    if ((data.tagName === 'img' || data.tagName === 'source') && node instanceof Element) {
      const src = node.getAttribute('src') ?? '';
      if (!allowedImage(src)) node.parentNode?.removeChild(node);
    }
  });
  // Links open in a new tab and cannot reach back into this page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && (node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Server HTML made safe to render. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return String(getPurifier().sanitize(html, CONFIG));
}
