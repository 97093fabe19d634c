import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

export const broadbandChangeSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Mbit/s. */
  downloadSpeed: z.number().int().positive(),
  uploadSpeed: z.number().int().positive(),
  /** Kronor per month. */
  price: z.number().int().nonnegative(),
});

/** A campaign the customer may take with the change (SPEC §3: name, offers with availableChanges). */
export const broadbandChangeCampaignSchema = z.object({
  name: z.string(),
  offers: z.array(
    z.object({
      name: z.string(),
      /** Which subscription the offer applies to. */
      availableChanges: z.object({ msisdn: z.string() }),
    }),
  ),
});

export const availableChangesResponseSchema = z.object({
  subscriptions: z.array(
    z.object({
      id: z.string(),
      /** The current product. */
      productId: z.string(),
      name: z.string(),
      availableChanges: z.array(broadbandChangeSchema),
      campaign: broadbandChangeCampaignSchema.nullable(),
    }),
  ),
});
export type AvailableChangesResponse = z.infer<typeof availableChangesResponseSchema>;

export const availableChangesContract = defineContract({
  id: 'mypages.availableChanges',
  method: 'GET',
  path: 'aggregation/v2/broadband/availableChangesAndCampaigns',
  auth: 'session',
  summary: "The speeds each of the customer's broadband subscriptions can change to, and campaigns",
  response: availableChangesResponseSchema,
});

export function fetchAvailableChanges(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(availableChangesContract, { signal: options.signal });
}

export type BroadbandChangeCampaign = z.infer<typeof broadbandChangeCampaignSchema>;
