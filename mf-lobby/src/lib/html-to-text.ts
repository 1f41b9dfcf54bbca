/**
 * The text of server HTML, for short places (popup cards, previews) that show no markup. DOMParser builds
 * an inert document: its scripts never run and its images never load, so nothing in the HTML can act,
 * and the sanitizer (a tenth of the shared bundle) need not load with the home page.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, style, noscript, template')) el.remove();
  // blocks and line breaks separate words, as they would on screen
  for (const el of doc.querySelectorAll('p, div, li, br, h1, h2, h3, h4, h5, h6, tr, td')) el.after(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
