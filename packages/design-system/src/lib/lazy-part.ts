import * as React from 'react';

export interface LazyPart<P extends object> extends React.LazyExoticComponent<
  React.ComponentType<P>
> {
  /** Start loading the part's module now (once); resolves when it is there. */
  preload(): Promise<void>;
}

export interface LazyPartOptions {
  /**
   * Start loading when this is called (the module that defines the part runs), not when the part
   * first renders: for the part a page is for, so its code is on its way while the page hydrates.
   */
  eager?: boolean;
  /**
   * Modules the part's module imports, to run first, one per task: a dynamic import runs the
   * whole graph it brings in one task, and a part's validation schemas, service client and state
   * together made a long task on a slow phone's processor (Total Blocking Time). Each step is
   * run, then the browser gets the main thread back before the next.
   */
  steps?: ReadonlyArray<() => Promise<unknown>>;
}

/** Give the main thread back for a moment (input, rendering), then go on. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/** Run `steps` in order, each in a task of its own, then `load`. */
export async function loadInSteps<T>(
  steps: ReadonlyArray<() => Promise<unknown>>,
  load: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
  return load();
}

/**
 * `React.lazy` for a part of a prerendered page whose code need not be in the page's first load:
 * a widget that only works once its service calls and validation schemas have loaded, or one
 * that only opens on a click. Render it inside a `Suspense`.
 * - In the browser, the prerendered part stays as it is and hydrates once its module is there;
 *   rendered anew (a navigation), it shows the Suspense fallback until then.
 * - Once loaded (at build time, or after `preload()`), it renders at once without suspending, so
 *   the prerendered HTML has it in place (with app/entry.server.tsx, which writes pages whole).
 */
export function lazyPart<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  { eager = false, steps = [] }: LazyPartOptions = {},
): LazyPart<P> {
  let loaded: { default: React.ComponentType<P> } | undefined;
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= loadInSteps(steps, load).then((component) => (loaded = { default: component })));
  const part = React.lazy(() =>
    loaded
      ? // A thenable that answers at once: React renders a loaded module without suspending.
        ({ then: (resolve: (value: typeof loaded) => void) => resolve(loaded) } as Promise<{
          default: React.ComponentType<P>;
        }>)
      : start(),
  ) as LazyPart<P>;
  part.preload = () => start().then(() => undefined);
  if (eager) void part.preload();
  return part;
}

/**
 * A part's element inside its Suspense boundary, for a part whose props never change: made once
 * (at module level), so a parent that re-renders before the part has hydrated passes the same
 * element on and React keeps the prerendered HTML instead of drawing the part anew. `fallback`
 * is what a fresh render shows until the module is there.
 */
export function lazyPartElement<P extends object>(
  part: LazyPart<P>,
  props: P,
  fallback: React.ReactNode = null,
): React.ReactElement {
  return React.createElement(React.Suspense, { fallback }, React.createElement(part, props));
}
