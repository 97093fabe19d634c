import { z } from 'zod';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';
import { msisdnSchema } from '../phone';

export const numberCheckRequestSchema = z.object({ msisdn: msisdnSchema }).strict();

export const numberCheckResponseSchema = z.object({
  /** The number in the form the prepaid systems store, `46…`. */
  msisdn: z.string(),
  /** The holder is a student: student prices apply (decided by the server, SPEC §8). */
  isStudent: z.boolean(),
  /** The offering the number tops up from. */
  offeringId: z.string(),
});
export type NumberCheckResponse = z.infer<typeof numberCheckResponseSchema>;

/**
 * Whether a number can be topped up: an active Lingon prepaid number. 404 for a number that is
 * not Lingon's, 422 for a subscription (postpaid) or an inactive card, each with its message.
 */
export const numberCheckContract = defineContract({
  id: 'prepaid.numberCheck',
  method: 'POST',
  path: `${SERVICE.prepaid}/v1/numbers/check`,
  summary: 'Check that a number is an active Lingon prepaid number; whether student prices apply',
  body: numberCheckRequestSchema,
  response: numberCheckResponseSchema,
});
