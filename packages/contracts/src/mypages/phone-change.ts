import { z } from 'zod';
import { defineContract } from '../contract';
import { swedishPhoneSchema } from '../phone';

/**
 * The number the customer is contacted on: any Swedish number as people type it (070-123 45 67,
 * +46 70 123 45 67, 0046…, 08-…), stored in the international form without '+': 46701234567.
 */
export const contactPhoneSchema = swedishPhoneSchema;

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
