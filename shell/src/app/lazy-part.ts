import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is fetched when it first renders, not on the first load (issue 12, first-load
 * bytes). If the code cannot be fetched (offline before the service worker has cached it), it renders
 * `fallback` instead of breaking the page: nothing, or the space the part would take.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P> = () => null) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
}
