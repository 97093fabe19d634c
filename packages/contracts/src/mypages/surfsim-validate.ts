import { z } from 'zod';
import { SERVICE } from '../brand';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { createPaymentHeadersSchema } from '../payments/create';
import { msisdnIdSchema } from '../phone';
import { msisdnBodySchema, type ApiCall } from './schemas';
import { deliveryAddressSchema } from './subscription-settings';

/** A postpaid voice subscription carries at most this many surf sims. */
export const MAX_SURF_SIMS_PER_SUBSCRIPTION = 2;

export const surfsimValidateRequestSchema = msisdnBodySchema;
export type SurfsimValidateRequest = z.infer<typeof surfsimValidateRequestSchema>;

/**
 * Why a number may not get a surf sim: only an active postpaid voice subscription carries one,
 * and at most MAX_SURF_SIMS_PER_SUBSCRIPTION of them.
 */
export const surfsimRefusalSchema = z.enum(['NOT_POSTPAID', 'NOT_ACTIVE', 'MAX_SURF_SIMS']);
export type SurfsimRefusal = z.infer<typeof surfsimRefusalSchema>;

/** What the customer is told for each refusal. */
export const SURFSIM_REFUSAL_TEXT: Record<SurfsimRefusal, string> = {
  NOT_POSTPAID:
    'En surf-sim kan bara kopplas till ett mobilabonnemang med faktura, inte till ett kontantkort.',
  NOT_ACTIVE: 'Abonnemanget är inte aktivt just nu, så det kan inte få en surf-sim.',
  MAX_SURF_SIMS: `Abonnemanget har redan ${MAX_SURF_SIMS_PER_SUBSCRIPTION} surf-sim, vilket är det mesta som går.`,
};

/** The rule (SPEC §5 surfsim/validate), the same on the server and in Storybook's handlers. */
export function surfsimRefusal(subscription: {
  subscriptionType: string;
  trafficStatusCode: string;
  surfSimCount: number;
}): SurfsimRefusal | null {
  if (subscription.subscriptionType !== 'POSTPAID_VOICE') return 'NOT_POSTPAID';
  if (subscription.trafficStatusCode !== 'ACTIVE') return 'NOT_ACTIVE';
  if (subscription.surfSimCount >= MAX_SURF_SIMS_PER_SUBSCRIPTION) return 'MAX_SURF_SIMS';
  return null;
}

export const surfsimValidateResponseSchema = z.object({
  validForNewSurfSim: z.boolean(),
  /** Null when valid. */
  reason: surfsimRefusalSchema.nullable(),
});
export type SurfsimValidateResponse = z.infer<typeof surfsimValidateResponseSchema>;

export const surfsimValidateContract = defineContract({
  id: 'mypages.surfsimValidate',
  method: 'POST',
  path: `${SERVICE.mobileOrder}/v2/surfsim/validate`,
  auth: 'session',
  summary:
    "Whether one of the customer's numbers may get a new surf sim (active postpaid voice with room for one)",
  body: surfsimValidateRequestSchema,
  response: surfsimValidateResponseSchema,
});

export function validateSurfsim(body: SurfsimValidateRequest, options: { call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(surfsimValidateContract, { body });
}

export const surfsimOrderRequestSchema = z
  .object({ msisdn: msisdnIdSchema, address: deliveryAddressSchema })
  .strict();
export type SurfsimOrderRequest = z.input<typeof surfsimOrderRequestSchema>;

export const surfsimOrderContract = defineContract({
  id: 'mypages.surfsimOrder',
  method: 'POST',
  path: `${SERVICE.mobileOrder}/v2/surfsim/order`,
  auth: 'session',
  summary:
    "Order a surf sim (a data-only SIM) tied to one of the customer's subscriptions, sent by post; idempotent by Idempotency-Key, 409 with the reason when the number may not get one",
  headers: createPaymentHeadersSchema,
  body: surfsimOrderRequestSchema,
  response: z.object({ orderId: z.string() }),
});
