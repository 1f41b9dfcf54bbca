import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** A line drawing in the text's colour on a 24-unit grid: what every part's inline icons are. */
const LINE_ICON: IconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  // decorative: the control that holds an icon carries the accessible name
  'aria-hidden': true,
  focusable: false,
};

/**
 * An inline icon (no image request on the first load): `<LineIcon d="..." />` for a one-path drawing,
 * shapes as children for more. Any SVG prop (size, a fill) changes the line icon's look.
 */
export function LineIcon({ d, children, ...svg }: IconProps) {
  return (
    <svg {...LINE_ICON} {...svg}>
      {d ? <path d={d} /> : null}
      {children}
    </svg>
  );
}
