// The lobby's English texts of the home's first screen (the home, the game tiles, the popular block), in one
// file: i18next reads a namespace as one file per language (decision 059). Fetched only when English is on screen.
import games from './games/games.en.ts';
import home from './home/home.en.ts';
import popular from './popular/popular.en.ts';

export default { ...home, ...games, ...popular };
