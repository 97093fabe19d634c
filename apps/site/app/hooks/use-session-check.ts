import {
  clearStaleSelectionsAtom,
  shouldClearSelections,
  storedSelectionsAtom,
} from '@lingon/broadband/lib/order-state';
import { isLoggedInContract } from '@lingon/contracts/account/is-logged-in';
import { useContractQuery } from '@lingon/contracts/query';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { authStateAfterCheck, type LoginCheck } from '../lib/auth-state';
import { authStateAtom, loginCheckAtom } from '../state/auth';

/** Asked once when the app starts; a sign-in or a 401 updates the state directly. */
const onceAtStart = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const;

/**
 * At app start the stored sign-in state is restored, then the server is asked (SPEC §4). When it
 * answers "not logged in", the broadband product and address stored at app start are forgotten,
 * unless the visitor is on the checkout page (SPEC §4 "Stored selections"); a choice made while
 * the check was on its way is this visit's and stays.
 */
export function useSessionCheck(): void {
  const store = useStore();
  const [atStart] = useState(() => store.get(storedSelectionsAtom));
  const { data, error } = useContractQuery(isLoggedInContract, {}, onceAtStart);
  useEffect(() => {
    if (data === undefined && error === undefined) return;
    if (error !== undefined) console.warn('Login check failed', error);
    const check: LoginCheck = data ? { ok: true, value: data } : { ok: false };
    const stored = store.get(authStateAtom);
    const next = authStateAfterCheck(stored, check);
    // A failed check that keeps the stored hint must not store it again: that would restart
    // its 24 hours at every app start while the server is down.
    if (check.ok || next !== stored) store.set(authStateAtom, next);
    if (
      check.ok &&
      shouldClearSelections(
        check.value.isLoggedIn,
        window.location.pathname,
        window.location.search,
      )
    ) {
      store.set(clearStaleSelectionsAtom, atStart);
    }
    store.set(loginCheckAtom, check.ok ? 'answered' : 'failed');
  }, [data, error, store, atStart]);
}
