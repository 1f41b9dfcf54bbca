import crypto from 'node:crypto';

/** Every text that goes into the markup passes here: names come from seed data and from operators. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

// An <img> loads no web font, so the stacks name the faces phones have: a heavy Latin face for display type,
// then the Bengali faces Android, iOS and Debian ship, so Bengali text is set by a Bengali face.
export const DISPLAY_FONT = "'Arial Black','Segoe UI Black',Impact,'Noto Sans Bengali','Bangla Sangam MN',sans-serif";
export const TEXT_FONT = "'Noto Sans Bengali','Hind Siliguri','Bangla Sangam MN',Roboto,'Helvetica Neue',Arial,sans-serif";

/** A number 0..1 fixed by the seed, so an image never changes for a path. */
export function seeded(seed: string, index = 0): number {
  const digest = crypto.createHash('sha256').update(seed).digest();
  return digest.readUInt16BE((index * 2) % 30) / 0xffff;
}

export const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** The width a bold face takes per character, as a share of the font size (Bengali clusters run wider). */
function charWidth(text: string): number {
  return /[\u0980-\u09ff]/.test(text) ? 0.62 : 0.66;
}

/** The largest size up to `max` at which `text` fits in `width`. */
export function fitSize(text: string, width: number, max: number, min = 10): number {
  const size = width / (Math.max(1, [...text].length) * charWidth(text));
  return Math.max(min, Math.min(max, Math.floor(size)));
}

/** Splits a name into at most two lines of about equal length, at a space. */
export function twoLines(text: string, longest = 12): string[] {
  if ([...text].length <= longest || !text.includes(' ')) return [text];
  const words = text.split(' ');
  let best: string[] = [text];
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      best = [a, b];
      bestDiff = diff;
    }
  }
  return best;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  font?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  stroke?: string;
  extra?: string;
}

/** One line of text, escaped; a stroke painted under the fill keeps it legible over any scene. */
export function text(content: string, o: TextOptions): string {
  const stroke = o.stroke
    ? ` stroke="${o.stroke}" stroke-width="${Math.max(2, Math.round(o.size / 7))}" paint-order="stroke" stroke-linejoin="round"`
    : '';
  return `<text x="${o.x}" y="${o.y}" font-family="${o.font ?? DISPLAY_FONT}" font-size="${o.size}" font-weight="${o.weight ?? 900}" text-anchor="${o.anchor ?? 'middle'}" fill="${o.fill}"${stroke}${o.extra ? ` ${o.extra}` : ''}>${escapeXml(content)}</text>`;
}

/** The document: its size stays the one the front end reserves, so nothing shifts when it arrives. */
export function svgDocument(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
