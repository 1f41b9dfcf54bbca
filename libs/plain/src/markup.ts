// The platform's markup (help, promotions, notices, the inbox) is written by operators and travels through systems we do
// not control (decision 064). The app keeps these elements with a few safe attributes (DOMPurify, @wl/kit's
// sanitize-html.ts); a page's first screen keeps them bare.

/** The elements kept for their text and structure. */
export const TEXT_ELEMENTS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'center'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'mark', 'del', 'ins', 'font'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
] as const;

/**
 * The elements the app keeps for an address they carry (a link's, a picture's). A first screen unwraps them: a link's
 * text stays, a picture (which holds nothing) goes.
 */
export const ADDRESS_ELEMENTS = ['a', 'img', 'figure', 'figcaption'] as const;

/**
 * Markup rebuilt from nothing but element names of `keep` and text: every element created anew without an attribute.
 * An element of `unwrap` gives its children; any other is dropped with what it holds. Parsed in a template, whose
 * document runs no script and loads nothing. It runs in the page as written (the server puts its source into the
 * HTML beside shapeScreen): plain ES2020, nothing imported.
 */
export function bareMarkup(html: string, keep: readonly string[], unwrap: readonly string[]): DocumentFragment {
  const d = document;
  const source = d.createElement('template');
  source.innerHTML = html;
  const out = d.createDocumentFragment();
  const copy = (from: Node, to: Node) => {
    from.childNodes.forEach((node) => {
      if (node.nodeType === 3) to.appendChild(d.createTextNode(node.nodeValue ?? ''));
      if (node.nodeType !== 1) return;
      const name = (node as Element).localName;
      if ((node as Element).namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
      if (keep.includes(name)) copy(node, to.appendChild(d.createElement(name)));
      else if (unwrap.includes(name)) copy(node, to);
    });
  };
  copy(source.content, out);
  return out;
}
