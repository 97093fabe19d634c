import { describe, expect, it } from 'vitest';
import {
  AUTH_STATE_KEY,
  AUTH_STATE_TTL_MS,
  authStateAfterCheck,
  clearAuthState,
  restoreAuthState,
  storeAuthState,
} from './auth-state';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const signedIn = { isLoggedIn: true, authMethod: 'bankid' };
const start = Date.UTC(2026, 10, 22, 8, 0, 0);

describe('auth state storage', () => {
  it('stores under the authState key', () => {
    const storage = memoryStorage();
    storeAuthState(storage, signedIn, start);
    expect(JSON.parse(storage.data.get(AUTH_STATE_KEY) ?? '')).toEqual({
      state: signedIn,
      storedAt: start,
    });
  });

  it('restores the state within 24 hours', () => {
    const storage = memoryStorage();
    storeAuthState(storage, signedIn, start);
    expect(restoreAuthState(storage, start)).toEqual(signedIn);
    expect(restoreAuthState(storage, start + AUTH_STATE_TTL_MS - 1)).toEqual(signedIn);
  });

  it('discards and removes the state after 24 hours', () => {
    const storage = memoryStorage();
    storeAuthState(storage, signedIn, start);
    expect(restoreAuthState(storage, start + AUTH_STATE_TTL_MS)).toBeNull();
    expect(storage.data.has(AUTH_STATE_KEY)).toBe(false);
  });

  it('discards a state stored in the future (clock changed)', () => {
    const storage = memoryStorage();
    storeAuthState(storage, signedIn, start + 60_000);
    expect(restoreAuthState(storage, start)).toBeNull();
  });

  it('discards unreadable entries', () => {
    expect(restoreAuthState(memoryStorage({ [AUTH_STATE_KEY]: '{oops' }), start)).toBeNull();
    const wrongShape = memoryStorage({ [AUTH_STATE_KEY]: '{"isLoggedIn":true}' });
    expect(restoreAuthState(wrongShape, start)).toBeNull();
    expect(wrongShape.data.has(AUTH_STATE_KEY)).toBe(false);
  });

  it('has nothing to restore when nothing is stored', () => {
    expect(restoreAuthState(memoryStorage(), start)).toBeNull();
  });

  it('clears the state', () => {
    const storage = memoryStorage();
    storeAuthState(storage, signedIn, start);
    clearAuthState(storage);
    expect(storage.data.size).toBe(0);
  });
});

describe('authStateAfterCheck', () => {
  const signedOut = { isLoggedIn: false, authMethod: null };

  it('takes the server’s answer when the check succeeds', () => {
    expect(authStateAfterCheck(null, { ok: true, value: signedIn })).toEqual(signedIn);
    expect(authStateAfterCheck(signedIn, { ok: true, value: signedOut })).toBeNull();
  });

  it('keeps a stored login hint when the check fails', () => {
    expect(authStateAfterCheck(signedIn, { ok: false })).toEqual(signedIn);
  });

  it('treats the visitor as logged out when the check fails without a hint', () => {
    expect(authStateAfterCheck(null, { ok: false })).toBeNull();
    expect(authStateAfterCheck(signedOut, { ok: false })).toBeNull();
  });
});
