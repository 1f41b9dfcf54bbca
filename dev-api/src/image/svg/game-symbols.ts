import { DISPLAY_FONT } from './svg-kit.ts';

/**
 * The scene of a game tile per game category, drawn in a 240 x 240 tile above the name (y 24..150).
 * `accent` is the tile's own colour, `n` a number fixed by the game, so tiles of one type differ.
 */
type Symbol = (accent: string, n: number) => string;

const coin = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f5c542" stroke="#b7791f" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="none" stroke="#b7791f" stroke-width="2"/>`;

const slots: Symbol = (accent, n) => {
  const glyphs = ['7', 'BAR', '★', '7', '♦', '$'];
  const reels = [0, 1, 2]
    .map((i) => {
      const g = glyphs[(n + i * (n % 3 === 0 ? 0 : 1)) % glyphs.length]!;
      const size = g.length > 1 ? 22 : 44;
      return `<rect x="${46 + i * 52}" y="52" width="46" height="72" rx="8" fill="#fff"/><text x="${69 + i * 52}" y="${104 - (44 - size) / 2}" font-family="${DISPLAY_FONT}" font-size="${size}" font-weight="900" text-anchor="middle" fill="#d62828">${g}</text>`;
    })
    .join('');
  return `<rect x="34" y="40" width="172" height="96" rx="16" fill="#2b0a3d" stroke="#f5c542" stroke-width="5"/>${reels}<circle cx="214" cy="60" r="9" fill="${accent}" stroke="#f5c542" stroke-width="3"/><path d="M206 60 H214 V118" stroke="#f5c542" stroke-width="4" fill="none"/>${coin(40, 140, 14)}${coin(204, 146, 11)}`;
};

const gem = (accent: string) =>
  `<path d="M120 34 L178 64 L120 146 L62 64 Z" fill="${accent}" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><path d="M62 64 H178 M96 64 L120 34 L144 64 L120 146 L96 64" stroke="#fff" stroke-width="3" fill="none" opacity=".8"/><path d="M84 58 L100 42" stroke="#fff" stroke-width="5" stroke-linecap="round"/>${coin(46, 132, 12)}${coin(196, 126, 10)}`;

const crown = (accent: string) =>
  `<path d="M50 130 L40 58 L84 92 L120 40 L156 92 L200 58 L190 130 Z" fill="#f5c542" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><rect x="50" y="126" width="140" height="20" rx="6" fill="#d4a017" stroke="#fff" stroke-width="4"/><circle cx="120" cy="104" r="12" fill="${accent}" stroke="#fff" stroke-width="3"/><circle cx="84" cy="112" r="8" fill="#e11d48"/><circle cx="156" cy="112" r="8" fill="#2563eb"/>`;

const treasure = () =>
  `<rect x="56" y="82" width="128" height="62" rx="8" fill="#92400e" stroke="#fcd34d" stroke-width="5"/><path d="M56 84 Q120 28 184 84 Z" fill="#b45309" stroke="#fcd34d" stroke-width="5"/><rect x="110" y="92" width="20" height="24" rx="4" fill="#fcd34d"/>${coin(80, 76, 14)}${coin(112, 64, 16)}${coin(148, 72, 14)}${coin(196, 136, 11)}`;

const flame = (accent: string) =>
  `<path d="M120 30 C150 66 186 86 172 124 C162 152 134 158 120 158 C96 158 70 146 66 118 C62 90 86 80 92 56 C104 72 110 82 108 96 C122 80 126 58 120 30 Z" fill="#f97316" stroke="#fde047" stroke-width="5" stroke-linejoin="round"/><path d="M120 84 C136 104 148 116 140 134 C134 146 106 146 100 132 C94 118 110 110 120 84 Z" fill="#fde047"/><circle cx="196" cy="52" r="8" fill="${accent}"/><circle cx="44" cy="60" r="6" fill="${accent}"/>`;

const lotus = (accent: string) =>
  `${[-56, -28, 0, 28, 56].map((a) => `<path d="M120 140 C96 110 100 72 120 44 C140 72 144 110 120 140 Z" fill="${a === 0 ? '#f9a8d4' : '#ec4899'}" stroke="#fff" stroke-width="3" transform="rotate(${a} 120 140)"/>`).join('')}<circle cx="120" cy="138" r="10" fill="#fde047"/><path d="M40 150 Q120 128 200 150" stroke="${accent}" stroke-width="6" fill="none"/>`;

const fruits = () =>
  `<path d="M120 50 Q130 36 150 34 M120 50 Q104 64 92 96 M120 50 Q132 70 146 100" stroke="#166534" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M150 34 Q170 30 176 44 Q160 50 150 34 Z" fill="#22c55e"/><circle cx="88" cy="112" r="26" fill="#dc2626" stroke="#fff" stroke-width="4"/><circle cx="150" cy="116" r="26" fill="#dc2626" stroke="#fff" stroke-width="4"/><circle cx="80" cy="104" r="6" fill="#fff" opacity=".7"/><circle cx="142" cy="108" r="6" fill="#fff" opacity=".7"/>`;

const paw = (accent: string) =>
  `<ellipse cx="120" cy="112" rx="40" ry="34" fill="#f59e0b" stroke="#fff" stroke-width="5"/>${[
    [72, 68, -20],
    [104, 46, -6],
    [140, 46, 6],
    [170, 68, 20],
  ]
    .map(
      ([x, y, a]) =>
        `<ellipse cx="${x}" cy="${y}" rx="15" ry="20" fill="#f59e0b" stroke="#fff" stroke-width="4" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('')}<circle cx="200" cy="130" r="8" fill="${accent}"/>`;

const bolt = (accent: string) =>
  `<path d="M54 70 Q60 40 96 44 Q110 22 140 32 Q176 26 184 58 Q206 66 196 88 H62 Q40 86 54 70 Z" fill="#e2e8f0" stroke="#fff" stroke-width="3"/><path d="M128 80 L98 124 H122 L108 160 L156 108 H130 L146 80 Z" fill="#fde047" stroke="${accent}" stroke-width="4" stroke-linejoin="round"/>`;

/** A slot's emblem from the words of its name (the last word first); a name with none of them gets the reels. */
const SLOT_EMBLEMS: [RegExp, (accent: string) => string][] = [
  [/gem|diamond|jewel|ruby|emerald|sapphire/i, gem],
  [/king|queen|royal|empire|crown|emperor|prince/i, crown],
  [/treasure|gold|fortune|rich|money|wealth|coin/i, treasure],
  [/dragon|phoenix|fire|flame|blaze|sun/i, flame],
  [/lotus|rose|flower|blossom|garden/i, lotus],
  [/fruit|cherry|berry|mango/i, fruits],
  [/tiger|panda|buffalo|elephant|cobra|jungle|bengal/i, paw],
  [/thunder|monsoon|storm/i, bolt],
  [/riches|ways/i, treasure],
];

function slotEmblem(name: string, accent: string, n: number): string {
  const last =
    name
      .replace(/\s+\d+$/, '')
      .split(' ')
      .pop() ?? '';
  const emblem = SLOT_EMBLEMS.find(([words]) => words.test(last)) ?? SLOT_EMBLEMS.find(([words]) => words.test(name));
  return emblem ? emblem[1](accent) : slots(accent, n);
}

const fish: Symbol = (accent, n) => {
  const tilt = (n % 5) * 4 - 8;
  return `<g transform="rotate(${tilt} 120 90)"><path d="M58 90 C88 46 160 46 184 90 C160 134 88 134 58 90 Z" fill="${accent}" stroke="#fff" stroke-width="4"/><path d="M184 90 L222 62 L214 90 L222 118 Z" fill="${accent}" stroke="#fff" stroke-width="4"/><circle cx="88" cy="82" r="9" fill="#fff"/><circle cx="86" cy="82" r="4" fill="#111"/><path d="M120 62 C132 78 132 102 120 118" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/></g><circle cx="40" cy="54" r="8" fill="none" stroke="#bfefff" stroke-width="3"/><circle cx="52" cy="34" r="5" fill="none" stroke="#bfefff" stroke-width="3"/><path d="M0 142 Q30 130 60 142 T120 142 T180 142 T240 142 V160 H0 Z" fill="#ffffff" opacity=".25"/>`;
};

const card = (x: number, y: number, angle: number, suit: string, red: boolean) =>
  `<g transform="rotate(${angle} ${x + 30} ${y + 84})"><rect x="${x}" y="${y}" width="60" height="84" rx="8" fill="#fff" stroke="#222" stroke-width="2"/><text x="${x + 30}" y="${y + 58}" font-size="40" text-anchor="middle" fill="${red ? '#d62828' : '#111'}" font-family="${DISPLAY_FONT}">${suit}</text></g>`;

const cards: Symbol = (_accent, n) => {
  const suits = ['♠', '♥', '♣', '♦'];
  return [0, 1, 2]
    .map((i) => {
      const suit = suits[(n + i) % 4]!;
      return card(60 + i * 30, 42, (i - 1) * 16, suit, suit === '♥' || suit === '♦');
    })
    .join('');
};

const roulette: Symbol = (accent) => {
  const segments = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const b = ((i + 1) * Math.PI) / 6;
    const p = (t: number, r: number) => `${(120 + r * Math.cos(t)).toFixed(1)} ${(88 + r * Math.sin(t)).toFixed(1)}`;
    return `<path d="M120 88 L${p(a, 60)} A60 60 0 0 1 ${p(b, 60)} Z" fill="${i % 2 ? '#111' : '#c1121f'}"/>`;
  }).join('');
  return `<circle cx="120" cy="88" r="68" fill="#7a4a12" stroke="#f5c542" stroke-width="5"/>${segments}<circle cx="120" cy="88" r="26" fill="${accent}" stroke="#f5c542" stroke-width="4"/><circle cx="158" cy="52" r="7" fill="#fff"/>`;
};

const baccarat: Symbol = (accent, n) =>
  `<ellipse cx="120" cy="112" rx="104" ry="34" fill="#0b6b3a" stroke="#c99a2e" stroke-width="5"/>${card(70, 36, -10, n % 2 ? '♥' : '♠', n % 2 === 1)}${card(112, 36, 10, '♦', true)}${coin(50, 118, 12)}<circle cx="190" cy="118" r="12" fill="${accent}" stroke="#fff" stroke-width="3"/>`;

const ball = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#111" stroke-width="3"/><path d="M${cx} ${cy - r * 0.35} l${r * 0.33} ${r * 0.24} l-${r * 0.13} ${r * 0.4} h-${r * 0.4} l-${r * 0.13} -${r * 0.4} Z" fill="#111"/><path d="M${cx} ${cy - r * 0.35} V${cy - r} M${cx + r * 0.33} ${cy - r * 0.11} L${cx + r * 0.95} ${cy - r * 0.3} M${cx - r * 0.33} ${cy - r * 0.11} L${cx - r * 0.95} ${cy - r * 0.3} M${cx + r * 0.2} ${cy + r * 0.29} L${cx + r * 0.55} ${cy + r * 0.8} M${cx - r * 0.2} ${cy + r * 0.29} L${cx - r * 0.55} ${cy + r * 0.8}" stroke="#111" stroke-width="3"/>`;

const sports: Symbol = (accent) =>
  `<path d="M20 140 L120 40 L220 140 Z" fill="#ffffff" opacity=".12"/><rect x="150" y="46" width="12" height="90" rx="6" fill="#f2d49b" transform="rotate(28 156 91)"/><rect x="146" y="104" width="20" height="40" rx="6" fill="${accent}" transform="rotate(28 156 91)"/>${ball(96, 92, 46)}`;

const esports: Symbol = (accent) =>
  `<path d="M52 70 Q120 50 188 70 Q214 78 210 118 Q206 146 184 140 Q168 136 156 116 H84 Q72 136 56 140 Q34 146 30 118 Q26 78 52 70 Z" fill="#1e1b4b" stroke="${accent}" stroke-width="5"/><path d="M70 92 h24 M82 80 v24" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="160" cy="86" r="7" fill="#22d3ee"/><circle cx="176" cy="100" r="7" fill="#f43f5e"/><circle cx="144" cy="100" r="7" fill="#facc15"/><circle cx="160" cy="114" r="7" fill="#4ade80"/>`;

const rooster: Symbol = (accent) =>
  `<path d="M150 118 C190 110 206 70 184 42 C198 76 176 96 160 96 Z" fill="#0f172a"/><path d="M168 118 C214 108 222 60 200 34 C208 74 190 98 170 104 Z" fill="${accent}"/><ellipse cx="118" cy="104" rx="50" ry="34" fill="#b45309"/><path d="M84 96 C70 70 76 52 90 44 L104 62 Z" fill="#92400e"/><circle cx="86" cy="48" r="20" fill="#d97706"/><path d="M74 30 q6 -14 12 -2 q6 -14 12 0 q8 -10 8 6 Z" fill="#dc2626"/><path d="M66 48 L50 54 L66 58 Z" fill="#facc15"/><circle cx="82" cy="44" r="3.5" fill="#111"/><path d="M74 60 q-4 12 6 12" fill="#dc2626"/><path d="M108 134 v14 M132 134 v14 M100 148 h14 M124 148 h14" stroke="#facc15" stroke-width="5" stroke-linecap="round"/>`;

const lotteryBall = (x: number, y: number, r: number, colour: string, digit: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r * 0.58}" fill="#fff"/><text x="${x}" y="${y + r * 0.24}" font-family="${DISPLAY_FONT}" font-size="${Math.round(r * 0.7)}" font-weight="900" text-anchor="middle" fill="#111">${digit}</text>`;

const lottery: Symbol = (accent, n) =>
  `<circle cx="120" cy="84" r="62" fill="#ffffff" opacity=".18" stroke="#fff" stroke-width="4"/>${lotteryBall(92, 72, 24, '#e63946', (n * 7) % 10)}${lotteryBall(146, 70, 24, '#2a9d8f', (n * 3 + 1) % 10)}${lotteryBall(120, 112, 26, accent, (n + 5) % 10)}${lotteryBall(62, 122, 17, '#f4a261', (n + 2) % 10)}${lotteryBall(182, 120, 17, '#457b9d', (n + 8) % 10)}`;

const originals: Symbol = (accent) =>
  `<path d="M120 30 L140 74 L188 78 L152 108 L164 154 L120 128 L76 154 L88 108 L52 78 L100 74 Z" fill="#f5c542" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><circle cx="120" cy="96" r="20" fill="${accent}"/>`;

const SYMBOLS: Record<string, Symbol> = {
  RNG: slots,
  INHOUSE: originals,
  FISH: fish,
  PVP: cards,
  LIVE: baccarat,
  SPORTS: sports,
  ESPORTS: esports,
  COCKFIGHT: rooster,
  LOTT: lottery,
  ELOTT: lottery,
};

/**
 * The scene for a game: slots by the words of their name (a crown for a king), live tables by their class (a
 * roulette wheel for roulette), everything else by category.
 */
export function gameSymbol(category: string, classify: string | null, accent: string, n: number, name = ''): string {
  if (category === 'LIVE' && classify === 'ROULETTE') return roulette(accent, n);
  if (category === 'RNG') return slotEmblem(name, accent, n);
  return (SYMBOLS[category] ?? slots)(accent, n);
}

/** The hues of each category's scene, so a game list reads as one family and the types tell apart. */
export const CATEGORY_HUES: Record<string, [number, number]> = {
  RNG: [270, 330],
  INHOUSE: [150, 190],
  FISH: [185, 215],
  PVP: [0, 30],
  LIVE: [140, 165],
  SPORTS: [95, 135],
  ESPORTS: [235, 265],
  COCKFIGHT: [15, 40],
  LOTT: [340, 370],
  ELOTT: [200, 230],
};
