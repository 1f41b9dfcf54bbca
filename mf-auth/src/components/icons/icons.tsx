// Small inline icons: no image requests, and they take the text colour.
import { LineIcon } from '@wl/kit';

export const CloseIcon = () => <LineIcon width={22} height={22} d="M6 6l12 12M18 6L6 18" />;
export const ChevronIcon = () => <LineIcon width={18} height={18} d="M9 6l6 6-6 6" />;
