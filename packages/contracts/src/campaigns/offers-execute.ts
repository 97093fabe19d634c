import { z } from 'zod';
import { idempotencyHeadersSchema, orderDetailsSchema } from '../broadband/order-create';
import { defineContract } from '../contract';
import { CAMPAIGN_SERVICE, campaignNameSchema } from './campaigns';
import { voucherCodeSchema } from './voucher-validate';

/** One campaign offer to execute with the order. */
export const executeOfferSchema = z.object({
  campaignName: campaignNameSchema,
  offerName: campaignNameSchema,
  /** Required by BROADBAND_VOUCHER offers. */
  voucher: voucherCodeSchema.optional(),
  /** The mobile number the offer applies to (an availableChanges msisdn). */
  msisdn: z
    .string()
    .trim()
    .regex(/^\d{8,15}$/, 'Ogiltigt mobilnummer')
    .optional(),
});
export type ExecuteOffer = z.input<typeof executeOfferSchema>;

/** SPEC §3: the order details plus the offers to execute; each offer places one order. */
export const offersExecuteRequestSchema = z.object({
  order: orderDetailsSchema,
  offers: z.array(executeOfferSchema).min(1, 'Välj minst ett erbjudande').max(5),
});
export type OffersExecuteRequest = z.input<typeof offersExecuteRequestSchema>;

export const executionResultSchema = z.object({
  success: z.boolean(),
  offerName: z.string(),
  /** The order placed for this offer; null when the offer could not be applied. */
  orderId: z.string().nullable(),
  /** Why the offer was not applied. */
  message: z.string().optional(),
});
export type ExecutionResult = z.infer<typeof executionResultSchema>;

export const offersExecuteResponseSchema = z.object({
  executionResults: z.array(executionResultSchema),
});
export type OffersExecuteResponse = z.infer<typeof offersExecuteResponseSchema>;

export const offersExecuteContract = defineContract({
  id: 'campaigns.offersExecute',
  method: 'POST',
  path: `${CAMPAIGN_SERVICE}/v3/offers/execute`,
  summary: 'Place a broadband order with campaign offers (idempotent by Idempotency-Key).',
  headers: idempotencyHeadersSchema,
  body: offersExecuteRequestSchema,
  response: offersExecuteResponseSchema,
});

/** SPEC §8: the order failed unless every offer succeeded. */
export function allOffersSucceeded(response: OffersExecuteResponse | null | undefined): boolean {
  return Boolean(
    response &&
    response.executionResults.length > 0 &&
    response.executionResults.every((result) => result.success),
  );
}
