import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import * as React from 'react';
import { SWRConfig } from 'swr';
import { PLACED_ORDER_KEY } from '../checkout/checkout-state';
import {
  ADDRESS_OBJECT_KEY,
  CHECKOUT_CONTACT_KEY,
  SELECTED_PRODUCT_KEY,
} from '../lib/storage-keys';

type Store = ReturnType<typeof createStore>;

function FreshState({
  setup,
  children,
}: {
  setup: ((store: Store) => void) | undefined;
  children: React.ReactNode;
}) {
  const [store] = React.useState(() => {
    // Persisted atoms read localStorage on init: start every story from a clean slate.
    localStorage.removeItem(SELECTED_PRODUCT_KEY);
    localStorage.removeItem(ADDRESS_OBJECT_KEY);
    sessionStorage.removeItem(PLACED_ORDER_KEY);
    sessionStorage.removeItem(CHECKOUT_CONTACT_KEY);
    const fresh = createStore();
    setup?.(fresh);
    return fresh;
  });
  return (
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </Provider>
  );
}

/**
 * A fresh Jotai store and SWR cache per story, so stories never share state; `setup` seeds
 * the order state (e.g. the chosen pointId) before the story renders.
 */
export function withFreshState(setup?: (store: Store) => void): Decorator {
  return function FreshStateDecorator(Story) {
    return (
      <FreshState setup={setup}>
        <Story />
      </FreshState>
    );
  };
}
