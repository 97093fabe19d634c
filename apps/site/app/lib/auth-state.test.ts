import { persistedStorage } from '@lingon/contracts/persisted';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_STATE_KEY,
  AUTH_STATE_TTL_MS,
  authStateAfterCheck,
  storedAuthStateSchema,
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
  let now = start;
  let local = memoryStorage();
  const storage = persistedStorage(storedAuthStateSchema(() => now));
  beforeEach(() => {
    now = start;
    local = memoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('stores the state and when it was stored under the authState key', () => {
    storage.setItem(AUTH_STATE_KEY, { state: signedIn, storedAt: start });
    expect(JSON.parse(local.data.get(AUTH_STATE_KEY) ?? '')).toEqual({
      state: signedIn,
      storedAt: start,
    });
  });

  it('restores the state within 24 hours', () => {
    storage.setItem(AUTH_STATE_KEY, { state: signedIn, storedAt: start });
    expect(storage.getItem(AUTH_STATE_KEY, null)?.state).toEqual(signedIn);
    now = start + AUTH_STATE_TTL_MS - 1;
    expect(storage.getItem(AUTH_STATE_KEY, null)?.state).toEqual(signedIn);
  });

  it('discards and removes the state after 24 hours', () => {
    storage.setItem(AUTH_STATE_KEY, { state: signedIn, storedAt: start });
    now = start + AUTH_STATE_TTL_MS;
    expect(storage.getItem(AUTH_STATE_KEY, null)).toBeNull();
    expect(local.data.has(AUTH_STATE_KEY)).toBe(false);
  });

  it('discards a state stored in the future (clock changed)', () => {
    storage.setItem(AUTH_STATE_KEY, { state: signedIn, storedAt: start + 60_000 });
    expect(storage.getItem(AUTH_STATE_KEY, null)).toBeNull();
  });

  it('discards unreadable entries', () => {
    local.data.set(AUTH_STATE_KEY, '{oops');
    expect(storage.getItem(AUTH_STATE_KEY, null)).toBeNull();
    local.data.set(AUTH_STATE_KEY, '{"isLoggedIn":true}');
    expect(storage.getItem(AUTH_STATE_KEY, null)).toBeNull();
    expect(local.data.has(AUTH_STATE_KEY)).toBe(false);
  });

  it('has nothing to restore when nothing is stored', () => {
    expect(storage.getItem(AUTH_STATE_KEY, null)).toBeNull();
  });

  it('clears the state when null is written', () => {
    storage.setItem(AUTH_STATE_KEY, { state: signedIn, storedAt: start });
    storage.setItem(AUTH_STATE_KEY, null);
    expect(local.data.size).toBe(0);
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
