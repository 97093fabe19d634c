import { logout, LOGOUT_LANDING_PATH } from '@lingon/contracts/account/logout';
import { useSetAtom } from 'jotai';
import * as React from 'react';
import { browserStorages, clearSignedInStorage } from '../lib/logout';
import { authStateAtom } from '../state/auth';

/**
 * Logging out (SPEC §4): end the session at /oidc/logout, forget the sign-in state and what the
 * signed-in visit stored (lib/logout.ts), and land on /start with a full page load, so no
 * in-memory state of the signed-in visit survives. A failed call still signs the browser out
 * locally.
 */
export function useLogout() {
  const setAuthState = useSetAtom(authStateAtom);
  const [pending, setPending] = React.useState(false);
  const run = React.useCallback(async () => {
    setPending(true);
    let target = LOGOUT_LANDING_PATH;
    try {
      const answer = await logout();
      // Only a path on this site; anything else lands on /start.
      if (answer.redirectTo.startsWith('/') && !answer.redirectTo.startsWith('//')) {
        target = answer.redirectTo;
      }
    } catch {
      // The session may already be gone; the browser is signed out locally either way.
    }
    setAuthState(null);
    clearSignedInStorage(browserStorages());
    window.location.assign(target);
  }, [setAuthState]);
  return { logout: run, pending };
}
