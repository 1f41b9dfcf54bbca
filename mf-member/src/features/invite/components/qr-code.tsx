import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an SVG. The encoder (uqr, docs/decisions/011-qr-code.md) loads only when a QR code
 * is shown; the box keeps its size meanwhile.
 */
export function QrCode({ text, label, size = 168 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => live && setSvg(renderSVG(text, { border: 2, ecc: 'M' })));
    return () => {
      live = false;
    };
  }, [text]);
  const src = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined;
  return src ? (
    <img src={src} alt={label} width={size} height={size} style={{ background: '#fff', borderRadius: 'var(--wl-radius-md)' }} />
  ) : (
    <div
      role="img"
      aria-label={label}
      aria-busy="true"
      style={{ width: size, height: size, borderRadius: 'var(--wl-radius-md)', background: 'rgb(255 255 255 / 10%)' }}
    />
  );
}
