import { CATEGORY_HUES, gameSymbol } from './game-symbols.ts';
import { vendorColour } from './palette.ts';
import { fitSize, hsl, linearGradient, seeded, svgDocument, text, twoLines } from './svg-kit.ts';

export interface GameSubject {
  id: string;
  name: string;
  vendor: string;
  vendorName: string;
  category: string;
  classify: string | null;
}

const SIZE = 240;

/** A game tile: a themed scene per category, the name in display type, framed in the vendor's colour. */
export function gameTile(game: GameSubject): string {
  const [low, high] = CATEGORY_HUES[game.category] ?? [260, 320];
  const hue = low + seeded(game.id) * (high - low);
  const accent = hsl(hue + 40, 85, 55);
  const frame = vendorColour(game.vendor);
  const lines = twoLines(game.name.toUpperCase(), 11);
  const size = Math.min(...lines.map((line) => fitSize(line, 196, 30, 14)));
  const baseline = lines.length === 1 ? 196 : 182;
  const name = lines
    .map((line, i) =>
      text(line, { x: 120, y: baseline + i * (size + 2), size, fill: '#fff', stroke: 'rgba(0,0,0,.55)', extra: 'letter-spacing=".5"' }),
    )
    .join('');
  const body = [
    `<defs>${linearGradient('bg', hsl(hue, 70, 42), hsl(hue + 25, 80, 16))}<radialGradient id="glow" cx=".5" cy=".38" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<circle cx="120" cy="90" r="110" fill="url(#glow)"/>`,
    gameSymbol(game.category, game.classify, accent, Math.floor(seeded(game.id, 1) * 60), game.name),
    `<rect y="158" width="${SIZE}" height="82" fill="#000" opacity=".28"/>`,
    name,
    `<rect x="5" y="5" width="230" height="230" rx="20" fill="none" stroke="${frame}" stroke-width="10"/>`,
    `<rect x="14" y="14" width="${Math.min(104, 26 + game.vendorName.length * 7)}" height="22" rx="11" fill="${frame}"/>`,
    text(game.vendorName, { x: 25, y: 30, size: 12, fill: '#fff', anchor: 'start', weight: 800 }),
  ].join('');
  return svgDocument(SIZE, SIZE, body, game.name);
}
