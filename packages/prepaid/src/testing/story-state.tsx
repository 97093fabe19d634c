import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import * as React from 'react';
import { SWRConfig } from 'swr';
import {
  TOPUP_CHECKOUT_KEY,
  TOPUP_STORAGE_KEY,
  topUpCheckoutAtom,
  topUpInfoAtom,
  type TopUpCheckout,
  type TopUpInfo,
} from '../lib/state';

export interface TopUpStoryState {
  info?: TopUpInfo | null;
  checkout?: TopUpCheckout | null;
}

function Fresh({ state, children }: { state: TopUpStoryState; children: React.ReactNode }) {
  const [store] = React.useState(() => {
    localStorage.removeItem(TOPUP_STORAGE_KEY);
    sessionStorage.removeItem(TOPUP_CHECKOUT_KEY);
    const created = createStore();
    created.set(topUpInfoAtom, state.info ?? null);
    created.set(topUpCheckoutAtom, state.checkout ?? null);
    return created;
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
 * A fresh Jotai store with the story's top-up state (`parameters.topUp`), an empty SWR cache and
 * no retries, so no story sees another's state or storage.
 */
export const withTopUpState: Decorator = (Story, { parameters }) => (
  <Fresh state={(parameters['topUp'] as TopUpStoryState | undefined) ?? {}}>
    <Story />
  </Fresh>
);

export const ERIK_INFO: TopUpInfo = {
  offeringId: 'PPT-2026-11',
  msisdn: '46731234560',
  isStudent: true,
};
export const OLLE_INFO: TopUpInfo = {
  offeringId: 'PPT-2026-11',
  msisdn: '46761234570',
  isStudent: false,
};

/** A checkout of 15 GB surf for a student, at the given step's progress. */
export function surfCheckout(change: Partial<TopUpCheckout> = {}): TopUpCheckout {
  return {
    topup: {
      isProductSelected: true,
      hasDiscount: true,
      totalPrice: 159,
      totalPriceWithoutDiscount: 199,
      product: {
        id: 'SURF_15GB',
        name: '15 GB',
        categorySlug: 'surf',
        categoryTitle: 'Surfpaket',
        price: 199,
        studentPrice: 159,
        dataGb: 15,
        saldoKr: null,
        validityDays: 30,
      },
    },
    step: 'input',
    reviewed: false,
    payment: null,
    // Each checkout its own order: the handlers answer a repeated key with the first order.
    orderKey: `topup-story-${crypto.randomUUID()}`,
    topUpId: null,
    ...change,
  };
}
