import { z } from 'zod';

/** Local-storage key of the sign-in hint (SPEC §3). */
export const AUTH_STATE_KEY = 'authState';
/** The stored sign-in state is trusted for 24 hours, then discarded (SPEC §4, §9). */
export const AUTH_STATE_TTL_MS = 24 * 60 * 60 * 1000;

export const authStateSchema = z.object({
  isLoggedIn: z.boolean(),
  authMethod: z.string().nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;

const storedSchema = z.object({ state: authStateSchema, storedAt: z.number() });

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storeAuthState(storage: StorageLike, state: AuthState, now: number): void {
  try {
    storage.setItem(AUTH_STATE_KEY, JSON.stringify({ state, storedAt: now }));
  } catch {
    // Blocked or full storage: the server check at start still decides.
  }
}

export function clearAuthState(storage: StorageLike): void {
  try {
    storage.removeItem(AUTH_STATE_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** The stored state when younger than 24 hours; an expired or unreadable entry is removed. */
export function restoreAuthState(storage: StorageLike, now: number): AuthState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTH_STATE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: ReturnType<typeof storedSchema.safeParse>;
  try {
    parsed = storedSchema.safeParse(JSON.parse(raw));
  } catch {
    clearAuthState(storage);
    return null;
  }
  const age = parsed.success ? now - parsed.data.storedAt : Number.NaN;
  if (!parsed.success || !(age >= 0 && age < AUTH_STATE_TTL_MS)) {
    clearAuthState(storage);
    return null;
  }
  return parsed.data.state;
}

export type LoginCheck = { ok: true; value: AuthState } | { ok: false };

/**
 * The sign-in state after the server's login check at app start (SPEC §4): the server's answer
 * wins; when the check fails, a stored login hint stands, and without one the visitor is
 * treated as logged out (null).
 */
export function authStateAfterCheck(stored: AuthState | null, check: LoginCheck): AuthState | null {
  if (check.ok) return check.value.isLoggedIn ? check.value : null;
  return stored?.isLoggedIn ? stored : null;
}
