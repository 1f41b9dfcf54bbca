// Inline icons: no icon font or sprite request on the first load. All decorative (aria-hidden); the
// control that holds one carries the accessible name.
import type { ReactNode, SVGProps } from 'react';
import { LineIcon } from '@wl/kit';

type IconProps = SVGProps<SVGSVGElement>;

/** A line icon: its path, and at most one other shape (a frame, a circle) drawn with it. */
const icon = (d: string, shape?: ReactNode) => (p: IconProps) => (
  <LineIcon {...p} d={d}>
    {shape}
  </LineIcon>
);

export const BackIcon = icon('M15 18l-6-6 6-6');
export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = icon('M6 6l12 12M18 6L6 18');
export const MailIcon = icon('M3 7l9 6 9-6', <rect x="3" y="5" width="18" height="14" rx="2" />);
export const EyeIcon = icon('M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z', <circle cx="12" cy="12" r="3" />);
export const EyeOffIcon = icon(
  'M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c7 0 11 7 11 7a18 18 0 0 1-3.2 4M6.6 6.6A18 18 0 0 0 1 12s4 7 11 7a10.8 10.8 0 0 0 5.4-1.4',
);
export const RefreshIcon = icon('M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6');
export const HomeIcon = icon('M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z');
export const GiftIcon = icon(
  'M12 8v13M3 12h18M12 8s-4-5-6-3 2 3 6 3zm0 0s4-5 6-3-2 3-6 3z',
  <rect x="3" y="8" width="18" height="13" rx="1" />,
);
export const WalletIcon = icon('M16 13h2M2 10h20', <rect x="2" y="6" width="20" height="14" rx="2" />);
export const InviteIcon = icon('M1 21a8 8 0 0 1 16 0M20 8v6M17 11h6', <circle cx="9" cy="8" r="4" />);
export const UserIcon = icon('M4 21a8 8 0 0 1 16 0', <circle cx="12" cy="8" r="4" />);
export const CrownIcon = icon('M2 18h20L20 7l-5 4-3-6-3 6-5-4z');
export const ClockIcon = icon('M12 7v5l3 3', <circle cx="12" cy="12" r="9" />);
export const ChatIcon = icon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z');
export const LogoutIcon = icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9');
export const UploadIcon = icon('M12 19V5M5 12l7-7 7 7');
/** a page: a side-menu entry a remote declares without an icon of its own */
export const PageIcon = icon('M14 3v5h5M6 3h8l5 5v13H6z');

/** Flags for the language picker (emoji flags do not render on every phone). */
export const FlagBD = (p: IconProps) => (
  <svg width="24" height="16" viewBox="0 0 30 20" aria-hidden focusable={false} {...p}>
    <rect width="30" height="20" fill="#006a4e" />
    <circle cx="13" cy="10" r="6" fill="#f42a41" />
  </svg>
);
export const FlagGB = (p: IconProps) => (
  <svg width="24" height="16" viewBox="0 0 60 40" aria-hidden focusable={false} {...p}>
    <rect width="60" height="40" fill="#012169" />
    <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
    <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
    <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
    <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
  </svg>
);
