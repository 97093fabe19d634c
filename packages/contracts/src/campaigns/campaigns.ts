import { z } from 'zod';
import { defineContract } from '../contract';

/** The campaign service is shared by every brand, so its path carries no brand prefix (SPEC §7). */
export const CAMPAIGN_SERVICE = 'campaign-service';

/** SPEC §7: the change-mobile campaign fetched for existing mobile customers. */
export const POSTPAID_UPGRADE_CAMPAIGN = 'POSTPAID_UPGRADE_CAMPAIGN';
/** SPEC §3: the offer name that carries a voucher's product ids. */
export const BROADBAND_VOUCHER_OFFER = 'BROADBAND_VOUCHER';

export const campaignNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, 'Ogiltigt kampanjnamn');

export const campaignOfferSchema = z.object({
  name: z.string(),
  /** What the customer may change with this offer: which of their mobile numbers qualify. */
  availableChanges: z.object({ msisdn: z.array(z.string()) }),
  /** The broadband products the offer applies to; absent means every product. */
  productIds: z.array(z.string()).optional(),
  title: z.string().optional(),
  /** Kronor off the monthly price for as long as the offer lasts. */
  monthlyDiscount: z.number().int().nonnegative().optional(),
  /** How many months the monthly discount lasts; absent means for as long as the offer lasts. */
  discountMonths: z.number().int().positive().optional(),
  /** Months without a monthly fee at the start of the subscription. */
  freeMonths: z.number().int().nonnegative().optional(),
});
export type CampaignOffer = z.infer<typeof campaignOfferSchema>;

export const campaignSchema = z.object({
  name: z.string(),
  title: z.string(),
  offers: z.array(campaignOfferSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** A comma-separated list of campaign names, from a header or one or more query parameters. */
const campaignNameList = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(20)])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(campaignNameSchema).max(20, 'Högst 20 kampanjer'));

export const campaignsQuerySchema = z.object({
  campaignNames: campaignNameList.optional(),
  /**
   * Without a session: a completed BankID order started in this browser, the TV page's
   * identification or the checkout's signature (DISCOUNT_BANKID_PURPOSES), so the answer is
   * personalised for the person who verified (SPEC §4 BankID outcomes).
   */
  bankidOrderRef: z.string().trim().min(1).max(100).optional(),
});
export const campaignsHeadersSchema = z.object({ campaignstofetch: campaignNameList.optional() });

export const campaignsResponseSchema = z.object({ campaigns: z.array(campaignSchema) });
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;

export const campaignsContract = defineContract({
  id: 'campaigns.campaigns',
  method: 'GET',
  path: `${CAMPAIGN_SERVICE}/v3/campaigns`,
  customerScope: true,
  summary:
    "The campaigns asked for (header campaignsToFetch and/or query campaignNames; none asks for all), personalised for the signed-in customer, or without a session for the person of this browser's recent BankID identification on the TV page or signature in the checkout (bankidOrderRef).",
  query: campaignsQuerySchema,
  headers: campaignsHeadersSchema,
  response: campaignsResponseSchema,
});

/** The names asked for by header and query together; empty means every campaign. */
export function requestedCampaignNames(
  query: { campaignNames?: string[] | undefined },
  headers: { campaignstofetch?: string[] | undefined },
): string[] {
  return [...new Set([...(headers.campaignstofetch ?? []), ...(query.campaignNames ?? [])])];
}
