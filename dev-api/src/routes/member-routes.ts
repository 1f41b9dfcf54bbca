import { memberProfileFields } from '../member-centre/index.ts';
import { type Route, sessionRoute } from '../server/route.ts';

export const memberRoutes: Route[] = [
  sessionRoute('GET', '/wps/member/info', (ctx, member) => {
    return {
      id: member.id,
      account: member.username,
      userName: member.username,
      nickname: member.nickname,
      regDate: new Date(member.reg_date).toISOString(),
      type: member.type,
      toUpline: member.upline_id !== null,
      vipLevel: member.vip_level,
      ...memberProfileFields(ctx.db, member, ctx.language),
    };
  }),
  sessionRoute('GET', '/wps/wallets/balance', (_ctx, member) => ({ sumBalance: member.balance_paisa / 100 })),
];
