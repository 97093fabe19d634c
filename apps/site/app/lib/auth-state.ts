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

/**
 * What is stored under 'authState': the state and when it was stored. Read at `now()`, an entry
 * older than 24 hours — or stored in the future, after a clock change — does not parse, so the
 * shared persisted storage drops it.
 */
export function storedAuthStateSchema(now: () => number = Date.now) {
  return z.object({ state: authStateSchema, storedAt: z.number() }).refine(({ storedAt }) => {
    const age = now() - storedAt;
    return age >= 0 && age < AUTH_STATE_TTL_MS;
  }, 'Inloggningen har gått ut');
}
export type StoredAuthState = z.infer<ReturnType<typeof storedAuthStateSchema>>;

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
