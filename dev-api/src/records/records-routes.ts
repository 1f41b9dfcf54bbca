import type { Route } from '../server/route.ts';
import { manualRebateRoutes } from './routes/manual-rebate-routes.ts';
import { memberRecordRoutes } from './routes/member-record-routes.ts';

/** The member's game records, profit and loss and rebates (CONTRACT.md, section 17). */
export const recordsRoutes: Route[] = [...memberRecordRoutes, ...manualRebateRoutes];
