import { MY_PAGES_PATH } from '@lingon/contracts/brand';
import { safeReturnPath } from '@lingon/design-system/link-provider';

export { safeReturnPath };

/** The query parameter of the login route that names the page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The login route, remembering `target` (path + query) to return to after signing in. My pages'
 * own start page needs no reminder.
 */
export function signInPath(target: string): string {
  const path = safeReturnPath(target);
  if (!path || path.replace(/\/+$/, '') === MY_PAGES_PATH) return MY_PAGES_PATH;
  return `${MY_PAGES_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(path)}`;
}
