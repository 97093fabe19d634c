import { z } from 'zod';
import { defineContract } from '../contract';
import { isoDateSchema, msisdnBodySchema } from './schemas';

/** One day of a subscription's use. */
export const usageDaySchema = z.object({
  date: isoDateSchema,
  /** Mobile data in megabytes. */
  dataMb: z.number().int().nonnegative(),
  callMinutes: z.number().int().nonnegative(),
  sms: z.number().int().nonnegative(),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

export const usageResponseSchema = z.object({
  /** The current billing period: from its first day up to and including today. */
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  /** Every day of the period so far, oldest first. */
  days: z.array(usageDaySchema),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

export const usageContract = defineContract({
  id: 'mypages.usage',
  method: 'POST',
  path: 'subscriptions/v1/usage',
  auth: 'session',
  summary:
    "Day-by-day data, calls and sms of one of the customer's mobile subscriptions this period",
  body: msisdnBodySchema,
  response: usageResponseSchema,
});

export const topUpSchema = z.object({
  id: z.string(),
  createdOn: z.iso.datetime({ offset: true }),
  /** What was bought: a money top-up or a surf package. */
  title: z.string(),
  /** Kronor paid. */
  amount: z.number().int().nonnegative(),
  paymentMethod: z.enum(['CARD', 'SWISH', 'VOUCHER']),
});
export type TopUp = z.infer<typeof topUpSchema>;

export const topUpsResponseSchema = z.object({ topUps: z.array(topUpSchema) });
export type TopUpsResponse = z.infer<typeof topUpsResponseSchema>;

export const topUpsContract = defineContract({
  id: 'mypages.topUps',
  method: 'POST',
  path: 'subscriptions/v1/topups',
  auth: 'session',
  summary: 'The top-ups of one of the customer’s prepaid subscriptions, newest first',
  body: msisdnBodySchema,
  response: topUpsResponseSchema,
});
