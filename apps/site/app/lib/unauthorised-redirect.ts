import { onUnauthorised } from '@lingon/contracts/client';
import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { signInPath } from './return-to';

export interface UnauthorisedRedirectOptions {
  navigate: (to: string) => void;
  /** Forget the stored sign-in state: the server said the session is gone. */
  signOut: () => void;
  /** The current path and query, to come back to after signing in again. */
  currentPath: () => string;
}

/**
 * Any 401 from a service call sends the browser to my pages, the login route (SPEC §6, §8), which
 * returns to the page after signing in again.
 */
export function redirectOnUnauthorised({
  navigate,
  signOut,
  currentPath,
}: UnauthorisedRedirectOptions): () => void {
  return onUnauthorised(() => {
    signOut();
    const current = currentPath();
    if (current.split('?')[0] !== MY_PAGES_PATH) navigate(signInPath(current));
  });
}
