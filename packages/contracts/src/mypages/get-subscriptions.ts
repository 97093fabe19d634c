import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { subscriptionSchema, type ApiCall } from './schemas';

export const getSubscriptionsResponseSchema = z.object({
  mobileSubscriptions: z.array(subscriptionSchema),
  broadbandSubscriptions: z.array(subscriptionSchema),
});
export type GetSubscriptionsResponse = z.infer<typeof getSubscriptionsResponseSchema>;

export const getSubscriptionsContract = defineContract({
  id: 'mypages.getSubscriptions',
  method: 'GET',
  path: 'subscriptions/v9/getSubscriptions',
  auth: 'session',
  summary: "The signed-in customer's mobile and broadband subscriptions",
  response: getSubscriptionsResponseSchema,
});

export function fetchSubscriptions(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(getSubscriptionsContract, { signal: options.signal });
}
