import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Renders server HTML after sanitizing it. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
