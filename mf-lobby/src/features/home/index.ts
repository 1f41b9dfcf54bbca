// The home feature as other features use it: the announcements call and the winners.
export { fetchAnnouncements } from './api/home-api.ts';
export type { Announcement } from './api/home-api.ts';
export { useWinners } from './hooks/use-winners.ts';
