export { InboxScreen } from './components/inbox-screen.tsx';
export { NoticeList } from './components/notice-list.tsx';
