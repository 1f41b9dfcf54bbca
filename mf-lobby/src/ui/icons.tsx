// Small inline icons: decorative (aria-hidden); the control that holds one carries the accessible name.
import type { SVGProps } from 'react';
import { LineIcon } from '@wl/kit';

type IconProps = SVGProps<SVGSVGElement>;

// The lobby's icons are smaller than the line icon. `undefined` keeps the SVG default where a drawing
// wants it (square line ends, sharp joins).
const SMALL: IconProps = { width: 20, height: 20 };
const BUTT_ENDS: IconProps = { ...SMALL, strokeLinecap: undefined };
const SHARP_JOINS: IconProps = { ...SMALL, strokeLinejoin: undefined };
const CHEVRONS = { left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M5 9l7 7 7-7' };

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <LineIcon
    {...BUTT_ENDS}
    fill={filled ? 'currentColor' : 'none'}
    d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"
  />
);
export const SearchIcon = () => (
  <LineIcon {...SHARP_JOINS} d="M20 20l-4.5-4.5">
    <circle cx="11" cy="11" r="6" />
  </LineIcon>
);
export const FilterIcon = () => <LineIcon {...SHARP_JOINS} d="M4 6h16M7 12h10M10 18h4" />;
export const ChevronIcon = ({ dir }: { dir: keyof typeof CHEVRONS }) => <LineIcon {...SMALL} strokeWidth={2.2} d={CHEVRONS[dir]} />;
export const CloseIcon = () => <LineIcon {...SHARP_JOINS} strokeWidth={2.2} d="M6 6l12 12M18 6L6 18" />;
export const BackIcon = () => <LineIcon {...SMALL} strokeWidth={2.4} d="M15 5l-7 7 7 7" />;
export const SpeakerIcon = () => (
  <LineIcon {...SMALL} fill="currentColor" stroke={undefined} d="M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 010 8l-1-1.4a3.2 3.2 0 000-5.2z" />
);
export const ChatIcon = () => <LineIcon {...BUTT_ENDS} d="M4 5h16v11H9l-5 4z" />;
