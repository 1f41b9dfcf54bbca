import { channelColour, teamColours, vendorColour } from './palette.ts';
import { DISPLAY_FONT, fitSize, linearGradient, svgDocument, text, twoLines } from './svg-kit.ts';

const ICON = 192;

/**
 * A word mark: the name in the owner's colour on a light card (payment logos), or white on the owner's colour
 * (vendor logos, which the lobby shows at 40 px, where a filled mark reads better).
 */
function wordMark(name: string, colour: string, filled = false): string {
  const lines = twoLines(name, 9);
  const size = Math.min(...lines.map((line) => fitSize(line, 160, 46, 16)));
  const top = ICON / 2 + size * 0.36 - ((lines.length - 1) * (size + 4)) / 2;
  const ink = filled ? '#fff' : colour;
  const words = lines.map((line, i) => text(line, { x: 96, y: Math.round(top + i * (size + 4)), size, fill: ink })).join('');
  const card = filled
    ? `<rect width="${ICON}" height="${ICON}" rx="36" fill="${colour}"/><rect width="${ICON}" height="96" rx="36" fill="#fff" opacity=".12"/>`
    : `<rect width="${ICON}" height="${ICON}" rx="36" fill="#fff"/><rect x="4" y="4" width="184" height="184" rx="32" fill="none" stroke="${colour}" stroke-opacity=".25" stroke-width="4"/>`;
  const body = `${card}${words}<rect x="56" y="${Math.round(top + (lines.length - 1) * (size + 4) + 16)}" width="80" height="6" rx="3" fill="${ink}"/>`;
  return svgDocument(ICON, ICON, body, name);
}

export const vendorLogo = (code: string, name: string) => wordMark(name, vendorColour(code), true);
export const channelLogo = (slug: string, name: string) => wordMark(name, channelColour(slug));

/** A club's initials: the first letter of each word, or the first three of a one-word name. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? '').slice(0, 3);
  return letters.toUpperCase().slice(0, 3);
}

/** A team crest: a shield in the club's two colours with its initials. */
export function teamCrest(slug: string, name: string): string {
  const [main, second] = teamColours(slug);
  const mark = initials(name);
  const size = mark.length > 2 ? 40 : 54;
  const shield = 'M96 14 L164 36 V92 C164 136 134 164 96 180 C58 164 28 136 28 92 V36 Z';
  const body = [
    `<defs>${linearGradient('crest', main, main)}<clipPath id="shield"><path d="${shield}"/></clipPath></defs>`,
    `<path d="${shield}" fill="url(#crest)"/>`,
    `<g clip-path="url(#shield)"><path d="M28 126 L164 60 V84 L28 150 Z" fill="${second}"/></g>`,
    `<path d="${shield}" fill="none" stroke="${second}" stroke-width="8"/>`,
    `<path d="${shield}" fill="none" stroke="#111" stroke-opacity=".35" stroke-width="2"/>`,
    text(mark, { x: 96, y: 96 + size * 0.2, size, fill: '#fff', stroke: '#111' }),
  ].join('');
  return svgDocument(ICON, ICON, body, name);
}

/** The site's app icon: the brand's mark on its colour. */
export function appIcon(): string {
  const body = `<defs>${linearGradient('app', '#ffb703', '#e85d04')}</defs><rect width="${ICON}" height="${ICON}" rx="42" fill="url(#app)"/><circle cx="96" cy="96" r="62" fill="#fff" opacity=".18"/><text x="96" y="122" font-family="${DISPLAY_FONT}" font-size="84" font-weight="900" text-anchor="middle" fill="#fff" stroke="#7c2d12" stroke-width="6" paint-order="stroke">K</text>`;
  return svgDocument(ICON, ICON, body, 'App');
}
