import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { CHECKOUT_CONTACT_KEY } from '../lib/storage-keys';
import { PLACED_ORDER_KEY } from './checkout-state';

type Store = ReturnType<typeof createStore>;

/**
 * Stories only: a fresh Jotai store (optionally seeded) and an empty SWR cache per rendered
 * story, so that no story sees another story's order state or answers. `keepSession` keeps the
 * session storage, as a reload of the page does.
 */
export function StoryProviders({
  seed,
  keepSession = false,
  children,
}: {
  seed?: (store: Store) => void;
  keepSession?: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    // The placed order and the typed contact details are kept in session storage: no story
    // starts with another's.
    if (!keepSession) {
      sessionStorage.removeItem(PLACED_ORDER_KEY);
      sessionStorage.removeItem(CHECKOUT_CONTACT_KEY);
    }
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
