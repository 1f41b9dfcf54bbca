import type { Route } from '../../server/route.ts';
import { featureRoute } from '../core/access.ts';
import { VIP_LEVELS } from './vip-levels.ts';
import { levelView, memberProgress } from './vip-progress.ts';

export const vipRoutes: Route[] = [
  // The member club (moduleId MEMCLUB3): every level with its benefits, and the member's progress.
  featureRoute('MEMCLUB3')('GET', '/wps/relay/MEMCLUB3_benefits', (ctx, member) => ({
    levels: VIP_LEVELS.map((level) => levelView(level, ctx.language)),
    member: memberProgress(ctx.db, member, ctx.language),
  })),
];
