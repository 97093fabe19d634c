import {
  clearStoredSelectionsAtom,
  shouldClearSelections,
} from '@lingon/broadband/lib/order-state';
import { fetchIsLoggedIn } from '@lingon/contracts/account/is-logged-in';
import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { authStateAfterCheck, type LoginCheck } from '../lib/auth-state';
import { authStateAtom } from '../state/auth';

/**
 * At app start the stored sign-in state is restored, then the server is asked (SPEC §4). When it
 * answers "not logged in", the stored broadband product and address are forgotten, unless the
 * visitor is on the checkout page (SPEC §4 "Stored selections").
 */
export function useSessionCheck(): void {
  const store = useStore();
  const setAuthState = useSetAtom(authStateAtom);
  useEffect(() => {
    const controller = new AbortController();
    fetchIsLoggedIn(controller.signal)
      .then(
        (value): LoginCheck => ({ ok: true, value }),
        (error: unknown): LoginCheck => {
          if (!controller.signal.aborted) console.warn('Login check failed', error);
          return { ok: false };
        },
      )
      .then((check) => {
        if (controller.signal.aborted) return;
        const stored = store.get(authStateAtom);
        const next = authStateAfterCheck(stored, check);
        // A failed check that keeps the stored hint must not store it again: that would restart
        // its 24 hours at every app start while the server is down.
        if (check.ok || next !== stored) setAuthState(next);
        if (check.ok && shouldClearSelections(check.value.isLoggedIn, window.location.pathname)) {
          store.set(clearStoredSelectionsAtom);
        }
      });
    return () => controller.abort();
  }, [store, setAuthState]);
}
