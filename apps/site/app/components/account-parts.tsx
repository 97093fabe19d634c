import { useAtomValue } from 'jotai';
import * as React from 'react';
import { headerAccountAtom } from '../state/account';

/** Only a signed-in customer gets it, so it loads then (it brings the logout call). */
const HeaderLogout = React.lazy(() => import('./header-account'));

/*
 * The parts of the header and footer that follow the sign-in state (headerAccountAtom). They load
 * after the page has hydrated (account-slots.ts), so the state library stays out of a public
 * page's first load; until then the prerendered, signed-out text stays.
 */

/** The header's account link text: 'Inloggad som Anna' once the session is confirmed. */
export function AccountLabel() {
  return <>{useAtomValue(headerAccountAtom).label}</>;
}

/** 'Logga ut' beside the account link, for a signed-in customer. */
export function AccountActions() {
  return useAtomValue(headerAccountAtom).signedIn ? (
    <React.Suspense fallback={null}>
      <HeaderLogout />
    </React.Suspense>
  ) : null;
}

/** The footer's link to my pages: 'Logga in', or 'Till Mitt Lingon' for a signed-in customer. */
export function FooterAccountLabel({
  signedOut,
  signedIn,
}: {
  signedOut: string;
  signedIn: string;
}) {
  return <>{useAtomValue(headerAccountAtom).signedIn ? signedIn : signedOut}</>;
}
