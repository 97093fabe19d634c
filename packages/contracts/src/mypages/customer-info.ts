import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

export const customerInfoResponseSchema = z.object({
  /** What the customer register holds about the person (from the population register). */
  customerLegalInformation: z.object({
    customerId: z.string(),
    personalNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    address: z.object({ street: z.string(), zipcode: z.string(), city: z.string() }),
  }),
  /** What the customer keeps up to date themselves. */
  userProfileData: z.object({
    email: z.string().nullable(),
    contactPhone: z.string().nullable(),
    isStudent: z.boolean(),
  }),
});
export type CustomerInfoResponse = z.infer<typeof customerInfoResponseSchema>;

export const customerInfoContract = defineContract({
  id: 'mypages.customerInfo',
  method: 'GET',
  path: 'account/v3/customer/info',
  auth: 'session',
  summary: "The signed-in customer's legal information and profile",
  response: customerInfoResponseSchema,
});

export function fetchCustomerInfo(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(customerInfoContract, { signal: options.signal });
}
