// mf-lobby's own addresses by route key, for its links to its own pages; its route manifest (routes.ts) takes
// them from here. Apart from the manifest so that a page's code carries the addresses, not the titles.
export const paths = {
  home: '/m/home',
  gameList: '/m/gameList',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  launchGame: '/m/launchGame',
  moreLottery: '/m/moreLottery',
  startLottery: '/m/startLottery',
  lottery: '/m/lottery',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  notice: '/m/notice',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  userAgreement: '/m/useragreement',
  service: '/m/service',
  leaderBoard: '/m/leaderBoard',
  redRain: '/m/redRain',
} as const;
