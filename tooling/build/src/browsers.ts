// The browsers the site serves (decision 043): the repository's .browserslistrc, read once here, so that the
// build's JavaScript targets (SWC) and CSS targets (Lightning CSS) are the list the compat checks hold the code to.
import browserslist from 'browserslist';

function served(): string[] {
  const queries = browserslist.loadConfig({ path: import.meta.dirname });
  if (!queries?.length) throw new Error('@wl/build: no .browserslistrc above tooling/build: the browser floor is not declared');
  return queries;
}

/** The browserslist queries of the floor (`ios_saf >= 15.0`, `chrome >= 87`, ...). */
export const BROWSERS: string[] = served();
