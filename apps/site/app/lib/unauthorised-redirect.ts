import { onUnauthorised } from '@lingon/contracts/client';
import { MY_PAGES_PATH } from '@lingon/contracts/brand';

export interface UnauthorisedRedirectOptions {
  navigate: (to: string) => void;
  /** Forget the stored sign-in state: the server said the session is gone. */
  signOut: () => void;
  currentPathname: () => string;
}

/** Any 401 from a service call sends the browser to my pages, the login route (SPEC §6, §8). */
export function redirectOnUnauthorised({
  navigate,
  signOut,
  currentPathname,
}: UnauthorisedRedirectOptions): () => void {
  return onUnauthorised(() => {
    signOut();
    if (currentPathname() !== MY_PAGES_PATH) navigate(MY_PAGES_PATH);
  });
}
