import { AUTH_STATE_KEY } from './auth-state';

/** The broadband order's stored choices (SPEC §3), forgotten when the customer logs out. */
export const SIGNED_IN_STORAGE_KEYS = [AUTH_STATE_KEY, 'selectedProduct', 'addressObject'] as const;

type StorageLike = Pick<Storage, 'removeItem'>;

/** Removes what a signed-in visit left in the given storages; blocked storage is skipped. */
export function clearSignedInStorage(storages: readonly (StorageLike | null)[]): void {
  for (const storage of storages) {
    if (!storage) continue;
    for (const key of SIGNED_IN_STORAGE_KEYS) {
      try {
        storage.removeItem(key);
      } catch {
        // Blocked storage holds nothing we could remove.
      }
    }
  }
}
