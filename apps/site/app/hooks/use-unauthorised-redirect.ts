import { useStore } from 'jotai';
import { useEffect } from 'react';
import { browserStorages, clearSignedInStorage, CUSTOMER_STORAGE_KEYS } from '../lib/logout';
import { redirectOnUnauthorised } from '../lib/unauthorised-redirect';
import { authStateAtom } from '../state/auth';

/** While mounted, any 401 from a service call signs out and opens the login route. */
export function useUnauthorisedRedirect(): void {
  const store = useStore();
  useEffect(
    () =>
      redirectOnUnauthorised({
        signedIn: () => store.get(authStateAtom)?.isLoggedIn === true,
        signOut: () => {
          store.set(authStateAtom, null);
          clearSignedInStorage(browserStorages(), CUSTOMER_STORAGE_KEYS);
        },
        currentPath: () => `${window.location.pathname}${window.location.search}`,
        load: (to) => window.location.assign(to),
      }),
    [store],
  );
}
