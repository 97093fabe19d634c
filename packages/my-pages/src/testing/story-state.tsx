import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import * as React from 'react';
import { SWRConfig } from 'swr';
import { MY_PAGES_STORAGE_KEYS } from '../lib/storage-keys';
import { NUMBER_PARAM } from '../lib/subscription-address';

function Fresh({ children }: { children: React.ReactNode }) {
  const [store] = React.useState(() => {
    for (const key of MY_PAGES_STORAGE_KEYS) sessionStorage.removeItem(key);
    // A story that chose a subscription named it in the (shared) frame's address: not the next.
    const url = new URL(window.location.href);
    if (url.searchParams.has(NUMBER_PARAM)) {
      url.searchParams.delete(NUMBER_PARAM);
      window.history.replaceState(window.history.state, '', url);
    }
    return createStore();
  });
  return (
    <Provider store={store}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, onErrorRetry: () => undefined }}
      >
        {children}
      </SWRConfig>
    </Provider>
  );
}

/**
 * A fresh Jotai store, an empty SWR cache and no automatic retries per story, so no story sees
 * another's state and an error story shows its error at once.
 */
export const withFreshState: Decorator = (Story) => (
  <Fresh>
    <Story />
  </Fresh>
);

function NamedInAddress({ number, children }: { number: string; children: React.ReactNode }) {
  React.useState(() => {
    const url = new URL(window.location.href);
    url.searchParams.set(NUMBER_PARAM, number);
    window.history.replaceState(window.history.state, '', url);
  });
  return children;
}

/**
 * The page opened from a link for one subscription (`?nummer=0701234567`). Put it on the story,
 * inside withFreshState, which clears the number a story before left behind.
 */
export function withNumberInAddress(number: string): Decorator {
  return (Story) => (
    <NamedInAddress number={number}>
      <Story />
    </NamedInAddress>
  );
}
