import { hsl, svgDocument } from './svg-kit.ts';

/** How many preset avatars there are: a member without a picture of their own gets one by their id. */
export const AVATAR_COUNT = 12;

export const avatarPath = (index: number) => `/assets/img/avatar/avatar-${String(index).padStart(2, '0')}.svg`;

/** The preset for a member: the same member always gets the same face. */
export const defaultAvatarFor = (memberId: number) => avatarPath((memberId % AVATAR_COUNT) + 1);

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'];
const HAIR = ['#1f1300', '#3b2314', '#111827', '#6b3e26'];

/** Hair shapes over a head at (96, 84) r 38: short, long, a cap, a bun. */
const HAIRSTYLES = [
  (c: string) => `<path d="M58 82 Q58 38 96 40 Q134 38 134 82 Q124 60 96 60 Q68 60 58 82 Z" fill="${c}"/>`,
  (c: string) => `<path d="M54 130 Q48 44 96 42 Q144 44 138 130 L126 128 Q130 70 96 64 Q62 70 66 128 Z" fill="${c}"/>`,
  (_c: string, accent: string) =>
    `<path d="M56 76 Q58 36 96 36 Q134 36 136 76 Z" fill="${accent}"/><path d="M92 72 H156 Q152 82 136 80 H92 Z" fill="${accent}" opacity=".85"/>`,
  (c: string) =>
    `<circle cx="96" cy="36" r="16" fill="${c}"/><path d="M58 84 Q58 44 96 44 Q134 44 134 84 Q120 62 96 62 Q72 62 58 84 Z" fill="${c}"/>`,
];

/** A preset avatar (192 x 192): a friendly bust on a coloured disc, varied by skin, hair and colour. */
export function avatarArt(name: string): string | null {
  const match = /^avatar-(\d\d)$/.exec(name);
  const index = match ? Number(match[1]) : 0;
  if (index < 1 || index > AVATAR_COUNT) return null;
  const hue = (index * 137) % 360;
  const accent = hsl(hue + 180, 70, 50);
  const skin = SKIN[index % SKIN.length]!;
  const hair = HAIRSTYLES[index % HAIRSTYLES.length]!(HAIR[(index >> 1) % HAIR.length]!, accent);
  const body = [
    `<circle cx="96" cy="96" r="96" fill="${hsl(hue, 60, 62)}"/>`,
    `<clipPath id="disc"><circle cx="96" cy="96" r="96"/></clipPath>`,
    `<g clip-path="url(#disc)"><path d="M28 192 Q30 132 96 128 Q162 132 164 192 Z" fill="${accent}"/><rect x="84" y="110" width="24" height="24" rx="8" fill="${skin}"/></g>`,
    `<circle cx="96" cy="84" r="38" fill="${skin}"/>`,
    hair,
    `<circle cx="82" cy="88" r="4" fill="#1f2937"/><circle cx="110" cy="88" r="4" fill="#1f2937"/>`,
    `<path d="M84 102 Q96 112 108 102" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  ].join('');
  return svgDocument(192, 192, body, 'Avatar');
}
