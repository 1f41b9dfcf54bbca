import { hsl, seeded } from './svg-kit.ts';

/** House colours of the seeded vendors (word marks, tile frames); any other vendor gets one from its code. */
const VENDOR_COLOURS: Record<string, string> = {
  SABA: '#0b7a3e',
  BTI: '#1f4fd1',
  TF: '#7b2ff7',
  SV3: '#c8102e',
  DS88: '#d35400',
  EVO: '#0f5132',
  SEXY: '#d6246e',
  DG: '#b8860b',
  PG: '#f59e0b',
  JILI: '#e11d48',
  PP: '#f97316',
  FC: '#dc2626',
  JDB: '#2563eb',
  CQ9: '#ea580c',
  KHELA: '#059669',
  KHELA_MINI: '#0d9488',
  KM: '#9333ea',
  V8: '#16a34a',
  TCG_LOTTO_VN: '#b91c1c',
  TCG_SEA: '#0369a1',
};

export const vendorColour = (code: string): string => VENDOR_COLOURS[code] ?? hsl(seeded(code) * 360, 70, 42);

/** Brand colours of the deposit channels' word marks. */
const CHANNEL_COLOURS: Record<string, string> = {
  bkash: '#e2136e',
  nagad: '#f6921e',
  rocket: '#8c3494',
  upay: '#0a4da2',
  tap: '#5b2a86',
  'local-bank': '#0f766e',
  'online-gateway': '#334155',
  usdt: '#26a17b',
};

export const channelColour = (slug: string): string => {
  const key = Object.keys(CHANNEL_COLOURS).find((name) => slug.startsWith(name));
  return key ? CHANNEL_COLOURS[key]! : hsl(seeded(slug) * 360, 65, 40);
};

/** Two club colours per seeded team; others get a pair from the name. */
const TEAM_COLOURS: Record<string, [string, string]> = {
  'dhaka-capitals': ['#1d3f8f', '#f2c230'],
  'chattogram-challengers': ['#c81d25', '#ffffff'],
  'rangpur-riders': ['#0b6e4f', '#f4d35e'],
  'sylhet-strikers': ['#6a1b9a', '#ffb300'],
  'khulna-tigers': ['#f57c00', '#1b1b1b'],
  'fortune-barishal': ['#b71c1c', '#fdd835'],
  bangladesh: ['#006a4e', '#f42a41'],
  india: ['#1565c0', '#ff9933'],
  arsenal: ['#db0007', '#ffffff'],
  liverpool: ['#c8102e', '#00b2a9'],
};

export function teamColours(slug: string): [string, string] {
  const known = TEAM_COLOURS[slug];
  if (known) return known;
  const hue = seeded(slug) * 360;
  return [hsl(hue, 65, 35), hsl(hue + 150, 80, 60)];
}
