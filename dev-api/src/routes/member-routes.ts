import { memberProfileFields } from '../member-centre/index.ts';
import type { Route } from '../server/route.ts';
import { session } from '../server/route.ts';

export const memberRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/member/info',
    auth: true,
    handle: (ctx) => {
      const { member } = session(ctx);
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
    },
  },
  {
    method: 'GET',
    path: '/wps/wallets/balance',
    auth: true,
    handle: (ctx) => ({ sumBalance: session(ctx).member.balance_paisa / 100 }),
  },
];
