import { isLoggedInContract } from './is-logged-in';
import { logoutContract } from './logout';

/** Every account call of this area. `logoutContract` is served at `/oidc/logout`, not `/services/`. */
export const accountContracts = [isLoggedInContract, logoutContract];
