import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

// Server HTML (promotions, help, notices, inbox) is written by operators but travels through systems
// we do not control: anything that can run code, load another document or restyle the page is dropped.
const CONFIG: Config = {
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'link', 'meta', 'form', 'noscript', 'template'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background']);
// Browsers ignore control characters and whitespace inside a scheme: "java\tscript:" still runs.
const SCRIPT_URL = /^(?:javascript|vbscript|data:text\/html)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to strip
const stripIgnored = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

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
