import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { createPaymentHeadersSchema } from '../payments/create';
import { isoDateSchema, type ApiCall } from './schemas';

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

/**
 * What each broadband change offer gives (the campaign names its offers only): the speed it is for
 * and the months without a monthly fee. The page shows it and the server records it from here.
 */
export const BROADBAND_CHANGE_OFFER_TERMS: Record<
  string,
  { downloadSpeed: number; freeMonths: number; title: string }
> = {
  UPGRADE_500_FIRST_MONTH_FREE: {
    downloadSpeed: 500,
    freeMonths: 1,
    title: 'Första månaden utan månadsavgift',
  },
  UPGRADE_1000_FIRST_MONTH_FREE: {
    downloadSpeed: 1000,
    freeMonths: 1,
    title: 'Första månaden utan månadsavgift',
  },
};

/** The campaign offer that comes with changing this subscription to this speed, if any. */
export function broadbandChangeOffer(
  campaign: BroadbandChangeCampaign | null | undefined,
  subscriptionId: string,
  change: { downloadSpeed: number },
): { campaignName: string; offerName: string; title: string; freeMonths: number } | null {
  for (const offer of campaign?.offers ?? []) {
    const terms = BROADBAND_CHANGE_OFFER_TERMS[offer.name];
    if (!terms || terms.downloadSpeed !== change.downloadSpeed) continue;
    if (offer.availableChanges.msisdn !== subscriptionId) continue;
    return {
      campaignName: (campaign as BroadbandChangeCampaign).name,
      offerName: offer.name,
      title: terms.title,
      freeMonths: terms.freeMonths,
    };
  }
  return null;
}

export const broadbandChangeRequestSchema = z
  .object({
    subscriptionId: z
      .string({ error: 'Välj ett bredbandsabonnemang' })
      .trim()
      .min(1, 'Välj ett bredbandsabonnemang')
      .max(40, 'Okänt bredbandsabonnemang'),
    productId: z
      .string({ error: 'Välj en hastighet' })
      .trim()
      .min(1, 'Välj en hastighet')
      .max(40, 'Okänd hastighet'),
  })
  .strict();
export type BroadbandChangeRequest = z.input<typeof broadbandChangeRequestSchema>;

export const broadbandChangeResponseSchema = z.object({
  orderId: z.string(),
  subscriptionId: z.string(),
  fromProductId: z.string(),
  product: broadbandChangeSchema,
  /** A speed change takes effect at once: this is the day it was made. */
  effectiveDate: isoDateSchema,
  campaign: z
    .object({
      campaignName: z.string(),
      offerName: z.string(),
      title: z.string(),
      freeMonths: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type BroadbandChangeResponse = z.infer<typeof broadbandChangeResponseSchema>;

export const broadbandChangeContract = defineContract({
  id: 'mypages.broadbandChange',
  method: 'POST',
  path: 'aggregation/v2/broadband/change',
  auth: 'session',
  summary:
    "Change one of the customer's broadband subscriptions to a speed among its available changes, at once, with the campaign offer for that speed where there is one; idempotent by Idempotency-Key",
  headers: createPaymentHeadersSchema,
  body: broadbandChangeRequestSchema,
  response: broadbandChangeResponseSchema,
});
