import type { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { msisdnBodySchema, subscriptionDetailsSchema, type ApiCall } from './schemas';

export const subscriptionDetailsRequestSchema = msisdnBodySchema;
export type SubscriptionDetailsRequest = z.infer<typeof subscriptionDetailsRequestSchema>;
export const subscriptionDetailsResponseSchema = subscriptionDetailsSchema;
export type SubscriptionDetailsResponse = z.infer<typeof subscriptionDetailsResponseSchema>;

/** Text shown when the details come back without a balance (SPEC §8). */
export const DETAILS_NOT_LOADED_MESSAGE = 'Details could not be loaded';

export const subscriptionDetailsContract = defineContract({
  id: 'mypages.subscriptionDetails',
  method: 'POST',
  path: 'subscriptions/v6/subscriptionDetails',
  auth: 'session',
  summary: "One of the customer's mobile subscriptions with its balance (404 if not theirs)",
  body: subscriptionDetailsRequestSchema,
  response: subscriptionDetailsResponseSchema,
});

export function fetchSubscriptionDetails(
  body: SubscriptionDetailsRequest,
  options: { signal?: AbortSignal; call?: ApiCall } = {},
) {
  return (options.call ?? apiCall)(subscriptionDetailsContract, { body, signal: options.signal });
}
