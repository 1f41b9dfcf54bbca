// The launch feature as other features use it: a new window that cannot reach back into the site.
export { openInNewWindow } from './launch-params.ts';
