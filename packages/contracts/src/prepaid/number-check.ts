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
 * The one answer for a number that cannot be topped up as a Lingon prepaid card, whether it is
 * another operator's or has a subscription: the check is public, so it does not tell which numbers
 * are Lingon's customers. The second sentence helps a subscriber who came to top up.
 */
export const NOT_PREPAID_MESSAGE =
  'Numret är inte ett kontantkort hos Lingon. Kontrollera numret. Har du abonnemang hos oss köper du extra surf under Mitt Lingon.';

/**
 * Whether a number can be topped up: an active Lingon prepaid number. 404 with one message for
 * any number that is not a Lingon prepaid card, whether it is another operator's or has a
 * subscription (the call is public: it does not tell which numbers are Lingon's customers); 422
 * for an inactive card.
 */
export const numberCheckContract = defineContract({
  id: 'prepaid.numberCheck',
  method: 'POST',
  path: `${SERVICE.prepaid}/v1/numbers/check`,
  summary: 'Check that a number is an active Lingon prepaid number; whether student prices apply',
  body: numberCheckRequestSchema,
  response: numberCheckResponseSchema,
});
