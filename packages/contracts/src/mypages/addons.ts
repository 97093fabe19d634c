import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { addonSchema, msisdnBodySchema, type ApiCall } from './schemas';

export const addonsRequestSchema = msisdnBodySchema;
export type AddonsRequest = z.infer<typeof addonsRequestSchema>;
export const addonsResponseSchema = z.object({ addons: z.array(addonSchema) });
export type AddonsResponse = z.infer<typeof addonsResponseSchema>;

export const addonsContract = defineContract({
  id: 'mypages.addons',
  method: 'POST',
  path: 'subscriptions/v6/addons',
  auth: 'session',
  summary: "The addons (extra services) of one of the customer's mobile subscriptions",
  body: addonsRequestSchema,
  response: addonsResponseSchema,
});

export function fetchAddons(
  body: AddonsRequest,
  options: { signal?: AbortSignal; call?: ApiCall } = {},
) {
  return (options.call ?? apiCall)(addonsContract, { body, signal: options.signal });
}
