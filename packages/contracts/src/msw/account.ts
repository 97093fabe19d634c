import { http, HttpResponse } from 'msw';
import { SERVICES_BASE } from '../brand';
import { isLoggedInContract } from '../account/is-logged-in';
import { LOGOUT_LANDING_PATH, LOGOUT_PATH } from '../account/logout';

/** MSW handlers for the login check and logout; logout flips the login check to false. */
export function accountHandlers(options: { loggedIn?: boolean; authMethod?: string } = {}) {
  let loggedIn = options.loggedIn ?? true;
  const authMethod = options.authMethod ?? 'BANKID';
  return [
    http.get(`*${SERVICES_BASE}${isLoggedInContract.path}`, () =>
      HttpResponse.json({ isLoggedIn: loggedIn, authMethod: loggedIn ? authMethod : null }),
    ),
    http.post(`*${LOGOUT_PATH}`, () => {
      loggedIn = false;
      return HttpResponse.json({ loggedOut: true, redirectTo: LOGOUT_LANDING_PATH });
    }),
  ];
}

/** The login check failing (network or server error): the site falls back to the stored hint. */
export const accountErrorHandlers = [
  http.get(`*${SERVICES_BASE}${isLoggedInContract.path}`, () =>
    HttpResponse.json([{ field: 'service', message: 'Tjänsten är inte tillgänglig' }], {
      status: 503,
    }),
  ),
];
