import type { Route } from '../../server/route.ts';
import { memberWithFlag } from '../core/access.ts';
import { VIP_LEVELS } from './vip-levels.ts';
import { levelView, memberProgress } from './vip-progress.ts';

export const vipRoutes: Route[] = [
  {
    // The member club (moduleId MEMCLUB3): every level with its benefits, and the member's progress.
    method: 'GET',
    path: '/wps/relay/MEMCLUB3_benefits',
    auth: true,
    handle: (ctx) => {
      const member = memberWithFlag(ctx, 'MEMCLUB3');
      return { levels: VIP_LEVELS.map((level) => levelView(level, ctx.language)), member: memberProgress(ctx.db, member, ctx.language) };
    },
  },
];
