import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * A Swedish phone number as people type it (070-123 45 67, +46 70 123 45 67, 0046…, 08-…),
 * stored in the international form without '+': 46701234567.
 */
export const contactPhoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s\-()]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^(?:\+46|0046|46|0)[1-9]\d{6,9}$/,
        'Ange ett svenskt telefonnummer, t.ex. 070-123 45 67',
      ),
  )
  .transform((value) => `46${value.replace(/^(?:\+46|0046|46|0)/, '')}`);

export const phoneChangeRequestSchema = z.object({ phone: contactPhoneSchema }).strict();
export type PhoneChangeRequest = z.input<typeof phoneChangeRequestSchema>;

export const phoneChangeContract = defineContract({
  id: 'mypages.phoneChange',
  method: 'POST',
  path: 'account/v3/phone',
  auth: 'session',
  summary: 'Change the phone number the signed-in customer is contacted on',
  body: phoneChangeRequestSchema,
  response: z.object({ contactPhone: z.string() }),
});
