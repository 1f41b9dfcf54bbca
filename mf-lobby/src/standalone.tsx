import { paths, runStandalone } from '@wl/shared';

// mf-lobby on its own, for its team: `pnpm --filter mf-lobby dev` (the dev API on :8090 behind the proxy).
void runStandalone('mf-lobby', [
  { path: paths.home, title: 'HomePage', load: () => import('./pages/home-page.tsx') },
  { path: paths.gameList, title: 'GameListPage', load: () => import('./pages/game-list-page.tsx') },
  { path: paths.gameCenter, title: 'GameCenterPage', load: () => import('./pages/game-center-page.tsx') },
  { path: paths.slotsCenter, title: 'SlotsCenterPage', load: () => import('./pages/slots-center-page.tsx') },
  { path: paths.launchGame, title: 'LaunchGamePage', load: () => import('./pages/launch-game-page.tsx') },
  { path: paths.moreLottery, title: 'MoreLotteryPage', load: () => import('./pages/more-lottery-page.tsx') },
  { path: paths.startLottery, title: 'StartLotteryPage', load: () => import('./pages/start-lottery-page.tsx') },
  { path: paths.lottery, title: 'LotteryPage', load: () => import('./pages/lottery-page.tsx') },
  { path: paths.activity, title: 'ActivityPage', load: () => import('./pages/activity-page.tsx') },
  { path: paths.activityDetail, title: 'ActivityDetailPage', load: () => import('./pages/activity-detail-page.tsx') },
  { path: paths.notice, title: 'NoticePage', load: () => import('./pages/notice-page.tsx') },
  { path: paths.help, title: 'HelpPage', load: () => import('./pages/help-page.tsx') },
  { path: paths.helpDetail, title: 'HelpDetailPage', load: () => import('./pages/help-detail-page.tsx') },
  { path: paths.userAgreement, title: 'UserAgreementPage', load: () => import('./pages/user-agreement-page.tsx') },
  { path: paths.service, title: 'ServicePage', load: () => import('./pages/service-page.tsx') },
  { path: paths.leaderBoard, title: 'LeaderBoardPage', load: () => import('./pages/leader-board-page.tsx') },
  { path: paths.redRain, title: 'RedRainPage', load: () => import('./pages/red-rain-page.tsx') },
]);
