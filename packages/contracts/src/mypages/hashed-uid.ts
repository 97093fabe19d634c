import { z } from 'zod';
import { apiCall, swrKey } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

/** A pseudonymous, stable id of the customer for personalisation and analytics (hex HMAC-SHA256). */
export const hashedUidResponseSchema = z.object({
  hashedUid: z.string().regex(/^[0-9a-f]{64}$/),
});
export type HashedUidResponse = z.infer<typeof hashedUidResponseSchema>;

export const hashedUidContract = defineContract({
  id: 'mypages.hashedUid',
  method: 'GET',
  path: 'personalization/v4/hasheduid',
  auth: 'session',
  summary: 'A stable pseudonymous id of the signed-in customer',
  response: hashedUidResponseSchema,
});

export function fetchHashedUid(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(hashedUidContract, { signal: options.signal });
}

export function hashedUidKey() {
  return swrKey(hashedUidContract);
}
