import { MY_PAGES_NAME } from '@lingon/contracts/brand';
import { atom } from 'jotai';

export interface HeaderAccount {
  label: string;
  signedIn: boolean;
}

/** What the prerendered header shows: nobody is known to be signed in. */
export const SIGNED_OUT_ACCOUNT: HeaderAccount = { label: MY_PAGES_NAME, signedIn: false };

/**
 * The header's account link. It starts signed out, as the prerendered page shows it, and the site
 * plugins (loaded after the first paint) set it from the session check, so the header itself
 * needs neither the sign-in state's storage nor the customer service.
 */
export const headerAccountAtom = atom<HeaderAccount>(SIGNED_OUT_ACCOUNT);
