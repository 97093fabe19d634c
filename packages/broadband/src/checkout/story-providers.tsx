import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PLACED_ORDER_KEY } from './checkout-state';

type Store = ReturnType<typeof createStore>;

/**
 * Stories only: a fresh Jotai store (optionally seeded) and an empty SWR cache per rendered
 * story, so that no story sees another story's order state or answers.
 */
export function StoryProviders({
  seed,
  children,
}: {
  seed?: (store: Store) => void;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    // The placed order is kept in session storage: no story starts with another's order.
    sessionStorage.removeItem(PLACED_ORDER_KEY);
    const fresh = createStore();
    seed?.(fresh);
    return fresh;
  });
  return (
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </Provider>
  );
}
