import type { Route } from '../../server/route.ts';
import { filterParam } from '../../records/routes/query.ts';
import { pagedReply, recordsPaging } from '../../records/repo/paged.ts';
import { agentRoute } from '../agent-guard.ts';
import { downlineList, pathTo } from '../repo/downline.ts';
import { teamRoot } from '../repo/team-tree.ts';

export const teamMemberRoutes: Route[] = [
  // The downline. Query: parentId (drill into a member of the tree), account (search every level below),
  // type (member | agent | a type number), online (1 | 0), pageNo, pageSize.
  agentRoute('GET', '/wps/agent/team/members', (ctx, agent) => {
    const rootId = teamRoot(ctx.db, agent.id, ctx.query.get('parentId'));
    const { page, size } = recordsPaging(ctx.query);
    const online = ctx.query.get('online');
    const result = downlineList(
      ctx.db,
      rootId,
      {
        account: ctx.query.get('account') ?? '',
        type: filterParam(ctx.query, 'type'),
        online: online === '1' ? true : online === '0' ? false : null,
        page,
        size,
      },
      ctx.now,
    );
    return { parent: pathTo(ctx.db, agent.id, rootId), footer: result.footer, ...pagedReply(result.list, page, size, result.total) };
  }),
];
