import type { Announcement, LoginPopup } from '../api/home-api.ts';

export interface PopupItem {
  key: string;
  title: string;
  content: string;
  imageUrl: string | null;
}

/** Session-storage keys: each popup shows once per session. */
export const popupSeenKey = (kind: 'A' | 'B' | 'home') => `wl.lobby.popupSeen.${kind}`;

/** Login popups first (A for members, B for guests), then the home popup notice. */
export function popupQueue(loginPopups: LoginPopup[], homeNotices: Announcement[]): PopupItem[] {
  return [
    ...loginPopups.map((p) => ({ key: `login-${p.id}`, title: p.title, content: p.content, imageUrl: p.imageUrl })),
    ...homeNotices.map((n) => ({
      key: `notice-${n.id}`,
      title: n.title,
      content: n.content,
      imageUrl: [...n.announcementImages].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? null,
    })),
  ];
}
