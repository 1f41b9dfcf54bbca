// The design tokens (theme.css) are the one place the shell's and the shared UI's look is defined: a
// whitelabel's theme overrides them at runtime, and the parts' CSS uses them rather than literal values.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const THEME = readFileSync(path.join(__dirname, 'theme.css'), 'utf8');
/** The CSS that follows the tokens: the shell's, the shared UI's and the remotes' that adopted them. */
const TOKENISED = [
  'shell/src',
  'kit/src/ui',
  'kit/src/forms',
  'kit/src/data',
  'mf-cashier/src',
  'mf-member/src',
  'mf-agent/src',
  'mf-lobby/src',
  'mf-auth/src',
];
/** Literals kept on purpose, each for a reason a token cannot carry. */
const OFF_SCALE = new Set([
  // iOS zooms into a field whose text is under 16 px
  'kit/src/forms/field.module.css: font-size: 16px',
  'kit/src/forms/mobile-field.module.css: font-size: 16px',
  // pictures rather than text: the red-rain countdown figure and envelope emoji, the fluid jackpot figure
  'mf-lobby/src/features/red-rain/red-rain.module.css: font-size: 36px',
  'mf-lobby/src/features/red-rain/red-rain.module.css: font-size: 40px',
  'mf-lobby/src/features/home/components/jackpot-counter.module.css: font-size: clamp(15px, 4.6vw, 24px)',
  // speeds of continuous motion (an envelope's fall, the winners' scroll), not transitions
  'mf-lobby/src/features/red-rain/red-rain.module.css: animation: fall 3.2s linear infinite',
  'mf-lobby/src/features/home/components/winners-board.module.css: animation: scroll-up 40s linear infinite',
  // the docked service tab casts its shadow away from the screen edge
  'mf-lobby/src/features/home/components/service-widget.module.css: box-shadow: -2px 2px 10px rgb(0 0 0 / 35%)',
]);

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return cssFiles(full);
    return entry.endsWith('.module.css') ? [full] : [];
  });
}

const sheets = TOKENISED.flatMap((dir) => cssFiles(path.join(ROOT, dir))).map((file) => ({
  name: path.relative(ROOT, file),
  text: readFileSync(file, 'utf8'),
}));
const defined = new Set([...THEME.matchAll(/(--wl-[\w-]+)\s*:/g)].map((m) => m[1]));

afterEach(() => document.documentElement.removeAttribute('style'));

describe('design tokens', () => {
  it('define one scale each of sizes, weights, leading, spacing, radii, shadows and motion', () => {
    for (const family of ['font-size', 'font-weight', 'line-height', 'space', 'radius', 'shadow', 'motion']) {
      expect([...defined].filter((name) => name!.startsWith(`--wl-${family}`)).length).toBeGreaterThan(1);
    }
  });

  it('give Bengali its own leading', () => {
    expect(THEME).toMatch(/:root:lang\(bn\)\s*{[^}]*--wl-line-height:/);
  });

  it('are all the shell and the shared UI use, each defined in the theme (no stale fallback values)', () => {
    const undefinedUses = sheets.flatMap(({ name, text }) =>
      [...text.matchAll(/var\((--wl-[\w-]+)(,[^)]*)?\)/g)]
        // a theme token needs no fallback; a component's own knob (--wl-spinner-size) has its default there
        .filter(([, token, fallback]) => (defined.has(token) ? fallback !== undefined : fallback === undefined))
        .map(([use]) => `${name}: ${use}`),
    );
    expect(undefinedUses).toEqual([]);
  });

  it('replace literal sizes, weights, radii, shadows and durations in that CSS', () => {
    const declarations = /(font-size|font-weight|border-radius|box-shadow|animation|transition)\s*:\s*([^;}]*)/g;
    const literals = sheets.flatMap(({ name, text }) =>
      [...text.matchAll(declarations)]
        .filter(([, property, value]) => {
          const own = value!.replace(/var\([^)]*\)/g, '').trim();
          if (property === 'border-radius' && /^(0|50%)$/.test(own)) return false; // not points on a scale
          if (property === 'box-shadow' && /^0 0 0 \dpx$/.test(own)) return false; // a ring is a border, not a shadow
          return /\d+(px|ms|s)\b|\b\d00\b/.test(own);
        })
        .map(([decl]) => `${name}: ${decl.trim()}`)
        .filter((decl) => !OFF_SCALE.has(decl)),
    );
    expect(literals).toEqual([]);
  });
});
