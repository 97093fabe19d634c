import { useHydrated } from '@lingon/design-system/lib/use-hydrated';
import { useAtomValue } from 'jotai';
import * as React from 'react';
import { headerAccountAtom, SIGNED_OUT_ACCOUNT, type HeaderAccount } from '../state/account';

/** Only a signed-in customer gets it, so it loads then (it brings the logout call). */
const HeaderLogout = React.lazy(() => import('./header-account'));

/*
 * The parts of the header and footer that follow the sign-in state (headerAccountAtom). They load
 * after the page has hydrated (account-slots.ts), so the state library stays out of a public
 * page's first load; until then the prerendered, signed-out text stays.
 */

/**
 * The account as a part shows it: signed out while the part hydrates the prerendered text (its
 * module may arrive after the session check has answered, and text that differs from the HTML
 * makes React throw the part away and log a hydration error), the state right after.
 */
function useShownAccount(): HeaderAccount {
  const account = useAtomValue(headerAccountAtom);
  return useHydrated() ? account : SIGNED_OUT_ACCOUNT;
}

/** The header's account link text: 'Inloggad som Anna' once the session is confirmed. */
export function AccountLabel() {
  return <>{useShownAccount().label}</>;
}

/** 'Logga ut' beside the account link, for a signed-in customer. */
export function AccountActions() {
  return useShownAccount().signedIn ? (
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
  return <>{useShownAccount().signedIn ? signedIn : signedOut}</>;
}
