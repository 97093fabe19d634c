import { BROADBAND_STORAGE_KEYS } from '@lingon/broadband/lib/storage-keys';
import { MY_PAGES_STORAGE_KEYS } from '@lingon/my-pages/lib/storage-keys';
import { AUTH_STATE_KEY } from './auth-state';

/**
 * What the browser keeps about the signed-in customer: the sign-in state and what my pages keep
 * in the tab (the family checkout's personal number and addresses). Forgotten when the session
 * ends, so that the next customer to sign in in this tab sees none of it.
 */
export const CUSTOMER_STORAGE_KEYS = [AUTH_STATE_KEY, ...MY_PAGES_STORAGE_KEYS] as const;

/**
 * Forgotten when the customer logs out: the above and the broadband order's choices (SPEC §4).
 * A session that merely ends (a 401) keeps the order's choices: the visitor may be mid-order.
 */
export const SIGNED_IN_STORAGE_KEYS = [
  ...CUSTOMER_STORAGE_KEYS,
  ...BROADBAND_STORAGE_KEYS,
] as const;

type StorageLike = Pick<Storage, 'removeItem'>;

/** The browser's storages, each null when it is blocked. */
export function browserStorages(): (Storage | null)[] {
  const read = (get: () => Storage) => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  return [read(() => window.localStorage), read(() => window.sessionStorage)];
}

/** Removes `keys` (by default what logging out forgets) from the storages; blocked ones are skipped. */
export function clearSignedInStorage(
  storages: readonly (StorageLike | null)[],
  keys: readonly string[] = SIGNED_IN_STORAGE_KEYS,
): void {
  for (const storage of storages) {
    if (!storage) continue;
    for (const key of keys) {
      try {
        storage.removeItem(key);
      } catch {
        // Blocked storage holds nothing we could remove.
      }
    }
  }
}
