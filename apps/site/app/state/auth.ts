import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import {
  clearAuthState,
  restoreAuthState,
  storeAuthState,
  type AuthState,
} from '../lib/auth-state';

function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** The stored sign-in hint, restored lazily on first read in the browser (null when prerendering). */
const storedAuthAtom = atomWithLazy<AuthState | null>(() => {
  const storage = browserStorage();
  return storage ? restoreAuthState(storage, Date.now()) : null;
});

/**
 * App-wide sign-in state (SPEC §4 Auth): null when unknown or signed out. Writing it persists to
 * localStorage 'authState' (kept 24 hours); writing null clears it.
 */
export const authStateAtom = atom(
  (get) => get(storedAuthAtom),
  (_get, set, next: AuthState | null) => {
    set(storedAuthAtom, next);
    const storage = browserStorage();
    if (!storage) return;
    if (next) storeAuthState(storage, next, Date.now());
    else clearAuthState(storage);
  },
);
