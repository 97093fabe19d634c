import { z } from 'zod';
import { defineContract } from '../contract';
import { createPaymentHeadersSchema } from '../payments/create';
import { msisdnIdSchema } from '../phone';
import { isoDateSchema, msisdnBodySchema } from './schemas';

export const planSchema = z.object({
  planCode: z.string(),
  name: z.string(),
  /** Gigabytes a month; null for unlimited surf in Sweden. */
  dataGb: z.number().int().nullable(),
  /** Kronor a month including VAT, without any campaign. */
  monthlyPrice: z.number().int().nonnegative(),
});
export type Plan = z.infer<typeof planSchema>;

export const planChangeRuleSchema = z.enum(['NEXT_MONTH', 'BINDING_END']);

export const planCampaignPriceSchema = z.object({
  campaignName: z.string(),
  offerName: z.string(),
  title: z.string(),
  monthlyPrice: z.number().int().nonnegative(),
  months: z.number().int().positive().nullable(),
});

/** A change of plan ordered and waiting for its day (or already in effect: APPLIED). */
export const planChangeSchema = z.object({
  changeId: z.string(),
  orderId: z.string(),
  msisdn: z.string(),
  fromPlan: planSchema,
  toPlan: planSchema,
  effectiveDate: isoDateSchema,
  rule: planChangeRuleSchema,
  status: z.enum(['PENDING', 'APPLIED']),
  campaign: planCampaignPriceSchema.nullable(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

export const planChangeOptionsResponseSchema = z.object({
  msisdn: z.string(),
  currentPlan: planSchema,
  /** The last day of the binding period, or null without one. */
  commitmentEndDate: isoDateSchema.nullable(),
  /** At most one change waits at a time; a new order replaces it. */
  pendingChange: planChangeSchema.nullable(),
  /** The plans of the same kind (main or family) the number may change to, each with its date. */
  plans: z.array(planSchema.extend({ effectiveDate: isoDateSchema, rule: planChangeRuleSchema })),
});
export type PlanChangeOptions = z.infer<typeof planChangeOptionsResponseSchema>;

export const planChangeOptionsContract = defineContract({
  id: 'mypages.planChangeOptions',
  method: 'POST',
  path: 'subscriptions/v1/planChange/options',
  auth: 'session',
  summary:
    "The plans one of the customer's postpaid numbers may change to, each with the day the change would take effect (binding rules), its current plan and any change waiting for its day",
  body: msisdnBodySchema,
  response: planChangeOptionsResponseSchema,
});

export const planChangeRequestSchema = z
  .object({
    msisdn: msisdnIdSchema,
    planCode: z
      .string({ error: 'Välj ett abonnemang' })
      .trim()
      .min(1, 'Välj ett abonnemang')
      .max(40, 'Okänt abonnemang'),
  })
  .strict();
export type PlanChangeRequest = z.input<typeof planChangeRequestSchema>;

export const planChangeContract = defineContract({
  id: 'mypages.planChange',
  method: 'POST',
  path: 'subscriptions/v1/planChange',
  auth: 'session',
  summary:
    'Order a change of plan for one of the customer’s postpaid numbers: scheduled for the day the binding rules give (a change waiting already is replaced), with the POSTPAID_UPGRADE_CAMPAIGN price where it applies; idempotent by Idempotency-Key',
  headers: createPaymentHeadersSchema,
  body: planChangeRequestSchema,
  response: z.object({ change: planChangeSchema }),
});
