// Small inline icons: no image requests, and they take the text colour.
import { LineIcon } from '@wl/shared';

export const EyeIcon = ({ crossed = false }: { crossed?: boolean }) => (
  <LineIcon width={22} height={22} d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z">
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M4 4l16 16" /> : null}
  </LineIcon>
);
export const CloseIcon = () => <LineIcon width={22} height={22} d="M6 6l12 12M18 6L6 18" />;
export const ChevronIcon = () => <LineIcon width={18} height={18} d="M9 6l6 6-6 6" />;
