// The popular-games panel, for the home page.
export { PopularGames } from './popular-games.tsx';
