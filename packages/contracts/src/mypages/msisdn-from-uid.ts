import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { msisdnIdSchema } from '../phone';
import type { ApiCall } from './schemas';

export const msisdnFromUidQuerySchema = z.object({
  uid: z.uuid('Ogiltigt uid'),
});
export type MsisdnFromUidQuery = z.infer<typeof msisdnFromUidQuerySchema>;

export const msisdnFromUidResponseSchema = z.object({ msisdn: msisdnIdSchema });
export type MsisdnFromUidResponse = z.infer<typeof msisdnFromUidResponseSchema>;

export const msisdnFromUidContract = defineContract({
  id: 'mypages.msisdnFromUid',
  method: 'GET',
  path: 'subscriptions/v8/getMsisdnFromUid',
  auth: 'session',
  summary:
    "The phone number of one of the customer's subscriptions, from its uid (404 if not theirs)",
  query: msisdnFromUidQuerySchema,
  response: msisdnFromUidResponseSchema,
});

export function fetchMsisdnFromUid(
  query: MsisdnFromUidQuery,
  options: { signal?: AbortSignal; call?: ApiCall } = {},
) {
  return (options.call ?? apiCall)(msisdnFromUidContract, { query, signal: options.signal });
}
