import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { redirectOnUnauthorised } from '../lib/unauthorised-redirect';
import { authStateAtom } from '../state/auth';

/** While mounted, any 401 from a service call signs out and opens the login route. */
export function useUnauthorisedRedirect(): void {
  const navigate = useNavigate();
  const setAuthState = useSetAtom(authStateAtom);
  useEffect(
    () =>
      redirectOnUnauthorised({
        navigate: (to) => void navigate(to),
        signOut: () => setAuthState(null),
        currentPath: () => `${window.location.pathname}${window.location.search}`,
      }),
    [navigate, setAuthState],
  );
}
