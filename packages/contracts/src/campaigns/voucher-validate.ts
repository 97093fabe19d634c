import { z } from 'zod';
import { defineContract } from '../contract';
import { BROADBAND_VOUCHER_OFFER, CAMPAIGN_SERVICE, campaignOfferSchema } from './campaigns';

export const voucherCodeSchema = z
  .string()
  .trim()
  .min(1, 'Ange en rabattkod')
  .max(32, 'Rabattkoden får vara högst 32 tecken')
  .regex(/^[A-Za-z0-9-]+$/, 'Rabattkoden får bara innehålla bokstäver, siffror och bindestreck');

export const voucherValidateResponseSchema = z.object({
  voucher: z.string(),
  /** The voucher exists and can be used now. */
  valid: z.boolean(),
  campaignName: z.string().nullable(),
  /** The voucher's offers; a BROADBAND_VOUCHER offer lists the products it applies to. */
  offers: z.array(campaignOfferSchema),
});
export type VoucherValidateResponse = z.infer<typeof voucherValidateResponseSchema>;

export const voucherValidateContract = defineContract({
  id: 'campaigns.voucherValidate',
  method: 'GET',
  path: `${CAMPAIGN_SERVICE}/v3/vouchers/:voucher/validate`,
  summary: 'Whether a voucher exists and which products it applies to.',
  params: z.object({ voucher: voucherCodeSchema }),
  response: voucherValidateResponseSchema,
});

/** SPEC §4: a voucher is valid only when a BROADBAND_VOUCHER offer lists the selected product id. */
export function isVoucherValidForProduct(
  result: Pick<VoucherValidateResponse, 'valid' | 'offers'> | null | undefined,
  productId: string | null | undefined,
): boolean {
  if (!result?.valid || !productId) return false;
  return result.offers.some(
    (offer) =>
      offer.name === BROADBAND_VOUCHER_OFFER && (offer.productIds ?? []).includes(productId),
  );
}
