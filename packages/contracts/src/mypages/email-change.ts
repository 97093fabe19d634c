import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

/** RFC 5321 limits an address to 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export const emailChangeRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, `E-postadressen får vara högst ${EMAIL_MAX_LENGTH} tecken`)
      .pipe(z.email('Ange en giltig e-postadress')),
  })
  .strict();
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

export const emailChangeResponseSchema = z.object({ email: z.string() });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

export const emailChangeContract = defineContract({
  id: 'mypages.emailChange',
  method: 'POST',
  path: 'account/v3/email',
  auth: 'session',
  summary: "Change the signed-in customer's e-mail address",
  body: emailChangeRequestSchema,
  response: emailChangeResponseSchema,
});

export function changeEmail(body: EmailChangeRequest, options: { call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(emailChangeContract, { body });
}
