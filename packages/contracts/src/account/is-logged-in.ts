import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';

export const isLoggedInResponseSchema = z.object({
  isLoggedIn: z.boolean(),
  /** How the customer signed in (`BANKID`); null when not signed in. */
  authMethod: z.string().nullable(),
});
export type IsLoggedInResponse = z.infer<typeof isLoggedInResponseSchema>;

/** The server's login check (SPEC §7); never 401, so that a logged-out visitor gets an answer. */
export const isLoggedInContract = defineContract({
  id: 'account.isLoggedIn',
  method: 'GET',
  path: 'account/v3/isLoggedIn',
  summary: 'Whether this browser has a signed-in session, and how it signed in',
  response: isLoggedInResponseSchema,
});

export function fetchIsLoggedIn(signal?: AbortSignal) {
  return apiCall(isLoggedInContract, { signal });
}
