import { z } from 'zod';
import { createApiClient } from '../client';
import { defineContract } from '../contract';

/** Where the browser lands after logout (SPEC §2). */
export const LOGOUT_LANDING_PATH = '/start';

/**
 * The identity provider's session end. It lives at the origin root, not under `/services/`:
 * the path below is relative to `/`, and `logout()` calls it with that base.
 * - `POST` with `Accept: application/json` (this contract): ends the session and answers where to
 *   send the browser;
 * - `POST` from a form, or `GET` (a browser navigation): ends the session and redirects (303) to
 *   `post_logout_redirect_uri` when it is a path on this site, else to /start. A `GET` another
 *   site made the browser send (`Sec-Fetch-Site` other than same-origin or none), and a `POST`
 *   from another origin, are refused with 403: no page elsewhere can sign a customer out.
 */
export const LOGOUT_PATH = '/oidc/logout';

export const logoutResponseSchema = z.object({
  loggedOut: z.literal(true),
  redirectTo: z.string(),
});
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const logoutContract = defineContract({
  id: 'account.logout',
  method: 'POST',
  path: LOGOUT_PATH.slice(1),
  summary: 'End the session (identity provider); answers where to send the browser',
  response: logoutResponseSchema,
});

const rootClient = createApiClient({ baseUrl: '/' });

export function logout(signal?: AbortSignal): Promise<LogoutResponse> {
  return rootClient(logoutContract, { signal });
}
