import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while prerendered HTML is hydrated and on the server, true in the browser after that.
 * For state only the browser knows (stored choices): render a neutral placeholder first, so the
 * prerendered HTML never guesses and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
