import { onUnauthorised } from '@lingon/contracts/client';
import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { signInPath } from './return-to';

export interface UnauthorisedRedirectOptions {
  /** Whether the browser took itself to be signed in (the stored sign-in state). */
  signedIn: () => boolean;
  /** Forget the stored sign-in state and what the signed-in visit stored: the session is gone. */
  signOut: () => void;
  /** The current path and query, to come back to after signing in again. */
  currentPath: () => string;
  /** Load a page anew (a full page load). */
  load: (to: string) => void;
}

/**
 * Any 401 from a service call sends the browser to my pages, the login route (SPEC §6, §8), which
 * returns to the page after signing in again. With a full page load, as logging out does: the
 * answers and state in memory are the customer's whose session ended, and the next customer to
 * sign in in this tab must not see them. Already on the login route, it is loaded anew once, when
 * the browser took itself to be signed in (a signed-out login route that hears a 401 is left as
 * it is, so it cannot load itself again and again).
 */
export function redirectOnUnauthorised({
  signedIn,
  signOut,
  currentPath,
  load,
}: UnauthorisedRedirectOptions): () => void {
  return onUnauthorised(() => {
    const wasSignedIn = signedIn();
    signOut();
    const current = currentPath();
    if (current.split('?')[0] !== MY_PAGES_PATH) load(signInPath(current));
    else if (wasSignedIn) load(current);
  });
}
