import type { Route } from '../server/route.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { gameRoutes } from './routes/game-routes.ts';
import { lotteryRoutes } from './routes/lottery-routes.ts';
import { memberGameRoutes } from './routes/member-game-routes.ts';
import { redRainRoutes } from './routes/red-rain-routes.ts';

/** Every route of the lobby (CONTRACT.md, section 14). */
export const lobbyRoutes: Route[] = [...gameRoutes, ...memberGameRoutes, ...contentRoutes, ...lotteryRoutes, ...redRainRoutes];

export { serveGamePage } from './game-page.ts';
