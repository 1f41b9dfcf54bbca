import { DISPLAY_FONT } from './svg-kit.ts';

/**
 * Illustrations for banners and promotion covers, drawn around (0, 0) in about 220 x 220; the caller places
 * and scales them.
 */
const coin = (x: number, y: number, r: number) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#fcd34d" stroke="#b45309" stroke-width="${r / 6}"/><circle r="${r * 0.65}" fill="none" stroke="#b45309" stroke-width="${r / 10}"/><text y="${r * 0.32}" font-family="${DISPLAY_FONT}" font-size="${r * 0.9}" font-weight="900" text-anchor="middle" fill="#b45309">৳</text></g>`;

const coins = () => `${coin(-60, 50, 34)}${coin(10, 70, 40)}${coin(70, 30, 30)}${coin(-10, -20, 28)}`;

const gift = () =>
  `<rect x="-70" y="-20" width="140" height="110" rx="10" fill="#e11d48"/><rect x="-80" y="-50" width="160" height="40" rx="8" fill="#f43f5e"/><rect x="-12" y="-50" width="24" height="140" fill="#fcd34d"/><path d="M0 -50 C-40 -100 -80 -60 -30 -50 M0 -50 C40 -100 80 -60 30 -50" stroke="#fcd34d" stroke-width="12" fill="none"/>`;

const cricket = () =>
  `<g transform="rotate(-30)"><rect x="-16" y="-110" width="32" height="150" rx="10" fill="#f3d9a4" stroke="#a16207" stroke-width="4"/><rect x="-9" y="36" width="18" height="60" rx="6" fill="#1f2937"/></g><circle cx="60" cy="50" r="30" fill="#b91c1c" stroke="#7f1d1d" stroke-width="4"/><path d="M38 30 Q60 50 82 70" stroke="#fff" stroke-width="3" stroke-dasharray="5 4" fill="none"/><path d="M-90 90 h30 M-85 90 v-60 M-70 90 v-60 M-55 90 v-60 M-90 30 h40" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;

const reels = () =>
  `<rect x="-100" y="-70" width="200" height="130" rx="22" fill="#3b0764" stroke="#fcd34d" stroke-width="8"/>${[-62, 0, 62].map((x) => `<rect x="${x - 26}" y="-48" width="52" height="86" rx="8" fill="#fff"/><text x="${x}" y="12" font-family="${DISPLAY_FONT}" font-size="52" font-weight="900" text-anchor="middle" fill="#dc2626">7</text>`).join('')}<circle cx="122" cy="-60" r="14" fill="#ef4444" stroke="#fcd34d" stroke-width="4"/><path d="M112 -60 H122 V40" stroke="#fcd34d" stroke-width="6" fill="none"/>`;

const phone = () =>
  `<rect x="-55" y="-100" width="110" height="200" rx="20" fill="#111827" stroke="#e5e7eb" stroke-width="6"/><rect x="-45" y="-82" width="90" height="160" rx="8" fill="#f59e0b"/><text y="10" font-family="${DISPLAY_FONT}" font-size="64" font-weight="900" text-anchor="middle" fill="#fff">K</text><path d="M70 -20 v60 M50 20 l20 22 l20 -22" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const wheel = () =>
  `<circle r="95" fill="#fcd34d" stroke="#fff" stroke-width="6"/>${Array.from({ length: 8 }, (_, i) => `<path d="M0 0 L${(85 * Math.cos((i * Math.PI) / 4)).toFixed(1)} ${(85 * Math.sin((i * Math.PI) / 4)).toFixed(1)} A85 85 0 0 1 ${(85 * Math.cos(((i + 1) * Math.PI) / 4)).toFixed(1)} ${(85 * Math.sin(((i + 1) * Math.PI) / 4)).toFixed(1)} Z" fill="${['#ef4444', '#3b82f6', '#22c55e', '#a855f7'][i % 4]}"/>`).join('')}<circle r="18" fill="#fff"/><path d="M-12 -104 h24 l-12 26 Z" fill="#fff"/>`;

const trophy = () =>
  `<path d="M-60 -80 h120 v30 c0 50 -30 80 -60 84 c-30 -4 -60 -34 -60 -84 Z" fill="#fbbf24" stroke="#b45309" stroke-width="5"/><path d="M-60 -60 h-30 c0 40 20 50 36 50 M60 -60 h30 c0 40 -20 50 -36 50" stroke="#fbbf24" stroke-width="10" fill="none"/><rect x="-12" y="32" width="24" height="34" fill="#b45309"/><rect x="-50" y="66" width="100" height="24" rx="6" fill="#78350f"/><path d="M0 -62 l9 18 l20 3 l-15 14 l4 20 l-18 -10 l-18 10 l4 -20 l-15 -14 l20 -3 Z" fill="#fff"/>`;

export const SCENES = { bonus: coins, gift, cricket, slots: reels, app: phone, wheel, trophy } as const;
export type SceneName = keyof typeof SCENES;

/** The scene a promotion's name suggests. */
export function sceneForName(name: string): SceneName {
  if (/cricket|world-cup|bpl|match/.test(name)) return 'cricket';
  if (/spin|wheel|lucky/.test(name)) return 'wheel';
  if (/vip|birthday|mission|trophy/.test(name)) return 'trophy';
  if (/slot/.test(name)) return 'slots';
  if (/app/.test(name)) return 'app';
  if (/cash|rebate|deposit|reload|bonus/.test(name)) return 'bonus';
  return 'gift';
}
