import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { lazyPart, lazyPartElement } from '@lingon/design-system/lib/lazy-part';
import type * as React from 'react';

const parts = () => import('./account-parts');
const AccountLabel = lazyPart(() => parts().then((module) => module.AccountLabel), { eager: true });
const AccountActions = lazyPart(() => parts().then((module) => module.AccountActions), {
  eager: true,
});
const FooterAccountLabel = lazyPart(() => parts().then((module) => module.FooterAccountLabel), {
  eager: true,
});

/** What the prerendered header and footer say: nobody is known to be signed in. */
const SIGNED_OUT_LABEL = MY_PAGES_NAME;
const FOOTER_SIGNED_IN = `Till ${MY_PAGES_NAME}`;

/*
 * The header's and footer's sign-in-aware parts (account-parts.tsx), each one element made once:
 * a header re-rendered before its part has hydrated (a navigation) passes it on unchanged, so
 * React keeps the prerendered text instead of showing the fallback. Rendered anew before the
 * module is there, they show the signed-out text.
 */
export const ACCOUNT_LABEL = lazyPartElement(AccountLabel, {}, SIGNED_OUT_LABEL);

export const ACCOUNT_ACTIONS = lazyPartElement(AccountActions, {});

/** The footer's link to my pages, `signedOut` until the customer is known to be signed in. */
export function footerAccountLabel(signedOut: string): React.ReactElement {
  return lazyPartElement(FooterAccountLabel, { signedOut, signedIn: FOOTER_SIGNED_IN }, signedOut);
}
