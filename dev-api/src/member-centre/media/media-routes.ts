import { memberRoute } from '../core/access.ts';
import type { Route } from '../../server/route.ts';
import { MEDIA_ROUTE, memberMedia } from './media-store.ts';

export const mediaRoutes: Route[] = [memberRoute('GET', MEDIA_ROUTE, (ctx, member) => memberMedia(ctx, member.id))];
