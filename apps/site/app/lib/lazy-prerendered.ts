import * as React from 'react';

/**
 * `React.lazy` for a part of a prerendered page whose code need not be in the page's first load
 * (a widget that only works once its service calls and validation have loaded). Its module
 * starts loading when the route module runs, before hydration:
 * - at build time it has loaded by the time the page renders, so the part is written into the
 *   HTML in place, not as a streamed copy moved in later (which would shift the page);
 * - in the browser the prerendered part stays as it is, inside its `Suspense`, and hydrates once
 *   the module is there.
 */
export function lazyPrerendered<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): React.LazyExoticComponent<React.ComponentType<P>> {
  let loaded: { default: React.ComponentType<P> } | undefined;
  const loading = load().then((component) => (loaded = { default: component }));
  return React.lazy(() =>
    // A thenable that answers at once: React renders a loaded module without suspending.
    loaded
      ? ({ then: (resolve: (value: typeof loaded) => void) => resolve(loaded) } as Promise<{
          default: React.ComponentType<P>;
        }>)
      : loading,
  );
}
