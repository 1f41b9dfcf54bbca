import type { Announcement, LoginPopup } from '../api/home-api.ts';

export interface PopupItem {
  key: string;
  title: string;
  content: string;
  imageUrl: string | null;
}

/** Session-storage keys: each popup shows once per session. */
export const popupSeenKey = (kind: 'A' | 'B' | 'home') => `wl.lobby.popupSeen.${kind}`;

/** The login popup of an execution (A for members, B for guests) as a dialog's content. */
export const loginPopupItem = (p: LoginPopup): PopupItem => ({
  key: `login-${p.id}`,
  title: p.title,
  content: p.content,
  imageUrl: p.imageUrl,
});

/** The home popup notice as a dialog's content, with its cover image (the image of the lowest sequence). */
export const noticePopupItem = (n: Announcement): PopupItem => ({
  key: `notice-${n.id}`,
  title: n.title,
  content: n.content,
  imageUrl: [...n.announcementImages].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? null,
});

/**
 * The home's pop-up sources and their ranks on an arrival (decision 028): a contract question first (only the
 * agent can answer it), then the login popup, then the popup notice (which the notice list also carries).
 */
export const POPUP_RANK = { contracts: 1, loginPopup: 2, homeNotice: 3 } as const;
