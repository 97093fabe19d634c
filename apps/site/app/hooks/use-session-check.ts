import { fetchIsLoggedIn } from '@lingon/contracts/account/is-logged-in';
import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { authStateAfterCheck, type LoginCheck } from '../lib/auth-state';
import { authStateAtom } from '../state/auth';

/** At app start the stored sign-in state is restored, then the server is asked (SPEC §4). */
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
        setAuthState(authStateAfterCheck(store.get(authStateAtom), check));
      });
    return () => controller.abort();
  }, [store, setAuthState]);
}
