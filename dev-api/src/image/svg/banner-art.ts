import { bannerCopy } from './banner-copy.ts';
import { SCENES, sceneForName, type SceneName } from './scenes.ts';
import { fitSize, hsl, linearGradient, seeded, svgDocument, TEXT_FONT, text, twoLines } from './svg-kit.ts';

export type ArtLanguage = 'bn' | 'en';

const THEME_HUES: Record<SceneName, number> = { bonus: 28, gift: 340, cricket: 140, slots: 280, app: 210, wheel: 250, trophy: 45 };

/** A gradient with rays and a glow behind the scene, centred at `cx` (a share of the width). */
function backdrop(width: number, height: number, hue: number, cx = 0.78): string {
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = -Math.PI / 2 + (i - 4) * 0.32;
    const x = (width * cx + Math.cos(a) * width).toFixed(0);
    const y = (height * 0.5 + Math.sin(a) * width).toFixed(0);
    return `<path d="M${Math.round(width * cx)} ${height / 2} L${x} ${y} L${(Number(x) + 90).toFixed(0)} ${y} Z" fill="#fff" opacity=".06"/>`;
  }).join('');
  return `<defs>${linearGradient('bg', hsl(hue, 80, 38), hsl(hue + 30, 85, 14), false)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${rays}<circle cx="${Math.round(width * cx)}" cy="${height / 2}" r="${Math.round(height * 0.46)}" fill="#fff" opacity=".1"/>`;
}

/**
 * A home banner: the amount large, the headline, and a call-to-action button in the request's language,
 * with the banner's scene on the right. 750 x 300, the size the banner block reserves.
 */
export function bannerArt(name: string, headline: string, language: ArtLanguage): string {
  const width = 750;
  const height = 300;
  const copy = bannerCopy(name);
  const amount = copy.amount[language];
  const cta = copy.cta[language];
  const lines = twoLines(headline, 22).slice(0, 2);
  const leading = language === 'bn' ? 1.45 : 1.25;
  let headSize = Math.min(...lines.map((line) => fitSize(line, 420, 34, 18)));
  let amountSize = amount ? fitSize(amount, 420, 80, 36) : 0;
  // Amount, headline and button stack from the top; shrink the type until the stack fits the banner's height.
  const stack = () => 28 + amountSize + 10 + lines.length * Math.round(headSize * leading) + 18 + 48 + 24;
  while (stack() > height && headSize > 16) {
    headSize = Math.floor(headSize * 0.92);
    amountSize = Math.floor(amountSize * 0.92);
  }
  const lineHeight = Math.round(headSize * leading);
  const top = Math.round((height - stack()) / 2) + 28;
  const headlineText = lines
    .map((line, i) =>
      text(line, {
        x: 40,
        y: top + amountSize + 10 + Math.round(headSize * 1.05) + i * lineHeight,
        size: headSize,
        fill: '#fff',
        anchor: 'start',
        font: TEXT_FONT,
        weight: 700,
      }),
    )
    .join('');
  const buttonY = top + amountSize + 10 + lines.length * lineHeight + 18;
  const buttonWidth = Math.max(150, Math.round([...cta].length * 15 + 48));
  const body = [
    backdrop(width, height, THEME_HUES[copy.theme] + seeded(name) * 20),
    `<g transform="translate(585 150) scale(1.05)">${SCENES[copy.theme]()}</g>`,
    amount
      ? text(amount, {
          x: 38,
          y: top + Math.round(amountSize * 0.86),
          size: amountSize,
          fill: '#fde047',
          anchor: 'start',
          stroke: 'rgba(0,0,0,.35)',
        })
      : '',
    headlineText,
    `<rect x="40" y="${buttonY}" width="${buttonWidth}" height="48" rx="24" fill="#fde047"/>`,
    text(cta, { x: 40 + buttonWidth / 2, y: buttonY + 32, size: 20, fill: '#422006', font: TEXT_FONT, weight: 800 }),
  ].join('');
  return svgDocument(width, height, body, [amount, headline].filter(Boolean).join(' '));
}

/** A promotion cover (690 x 280): the promotion's scene over its colours; the title is set by the page beside it. */
export function promoCover(name: string): string {
  const width = 690;
  const height = 280;
  const scene = sceneForName(name);
  const confetti = Array.from({ length: 18 }, (_, i) => {
    const x = Math.round(seeded(name, i) * width);
    const y = Math.round(seeded(name, i + 5) * height);
    return `<rect x="${x}" y="${y}" width="10" height="4" rx="2" fill="${hsl(seeded(name, i + 9) * 360, 90, 65)}" transform="rotate(${Math.round(seeded(name, i + 3) * 180)} ${x} ${y})"/>`;
  }).join('');
  const body = [
    backdrop(width, height, THEME_HUES[scene] + seeded(name) * 30, 0.5),
    confetti,
    `<g transform="translate(${width / 2} ${height / 2}) scale(1.05)">${SCENES[scene]()}</g>`,
  ].join('');
  return svgDocument(width, height, body, name.replace(/-/g, ' '));
}
