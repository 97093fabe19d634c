import { persistedStorage } from '@lingon/contracts/persisted';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  AUTH_STATE_KEY,
  storedAuthStateSchema,
  type AuthState,
  type StoredAuthState,
} from '../lib/auth-state';

/** 'authState' in local storage, read through the shared validated storage (kept 24 hours). */
const storedAuthAtom = atomWithStorage<StoredAuthState | null>(
  AUTH_STATE_KEY,
  null,
  persistedStorage(storedAuthStateSchema()),
  { getOnInit: true },
);

/**
 * App-wide sign-in state (SPEC §4 Auth): null when unknown or signed out. Writing it persists to
 * local storage 'authState' with the time it was stored; writing null clears it.
 */
export const authStateAtom = atom(
  (get) => get(storedAuthAtom)?.state ?? null,
  (_get, set, next: AuthState | null) => {
    set(storedAuthAtom, next ? { state: next, storedAt: Date.now() } : null);
  },
);

/**
 * The server's login check at app start in this page: 'pending' until it has answered,
 * 'answered' when the server said, 'failed' when it could not be asked (the stored hint stands).
 * Until then a hint may be stale, so my pages wait before choosing between sign-in and page, and
 * customer data is asked only once the server has confirmed the session.
 */
export type LoginCheckState = 'pending' | 'answered' | 'failed';
export const loginCheckAtom = atom<LoginCheckState>('pending');
