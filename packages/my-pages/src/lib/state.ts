import { persistedStorage } from '@lingon/contracts/persisted';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';

/** Session-storage key of the subscription the customer chose on 'Välj abonnemang'. */
export const SELECTED_SUBSCRIPTION_KEY = 'lingon.selectedSubscription';

/**
 * The subscription the subscription pages (details, addons, usage) are about: chosen on the
 * list, kept for the tab's session so a reload stays on it. Null until one is chosen.
 */
export const selectedSubscriptionAtom = atomWithStorage<string | null>(
  SELECTED_SUBSCRIPTION_KEY,
  null,
  persistedStorage(z.string().min(1).max(20), 'session'),
  { getOnInit: true },
);
