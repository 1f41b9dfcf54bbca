import { useEffect, useState } from 'react';

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

const CONTAINED = { contain: 'content', overflowWrap: 'anywhere' } as const;

type Sanitize = (html: string | null | undefined) => string;
let sanitizer: Promise<Sanitize> | null = null;

/**
 * The sanitizer (DOMPurify) loads the first time server HTML is shown, not with the first page: it is
 * a tenth of the shared bundle and most first visits show no server HTML.
 */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitize-html.ts').then((m) => m.sanitizeHtml);
  return sanitizer;
}

/** Renders server HTML after sanitizing it; nothing unsanitized is ever put in the page. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => live && setClean(sanitize(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // containment: nothing inside can paint or position itself outside the box, whatever the sanitizer missed;
  // the operator's text as it wrote it, digits and all: not held to the site's digit rule (decision 025)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through the sanitizer
  return <div className={className} style={CONTAINED} data-verbatim="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
