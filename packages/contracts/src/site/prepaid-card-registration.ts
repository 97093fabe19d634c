import { z } from 'zod';
import { defineContract } from '../contract';
import { personalNumberSchema } from '../personal-number';
import { msisdnSchema } from '../phone';
import { oneLine } from '../text';

/**
 * The /registrera-kontantkort form: the law requires prepaid cards to be registered to a
 * person, identified by personal number.
 */
export const prepaidCardRegistrationRequestSchema = z.object({
  msisdn: msisdnSchema,
  personalNumber: personalNumberSchema,
  firstName: oneLine(z.string().trim().min(1, 'Fyll i ditt förnamn').max(60)),
  lastName: oneLine(z.string().trim().min(1, 'Fyll i ditt efternamn').max(60)),
  street: oneLine(z.string().trim().min(2, 'Fyll i din gatuadress').max(100)),
  zipcode: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{5}$/, 'Postnumret ska vara 5 siffror')),
  city: oneLine(z.string().trim().min(2, 'Fyll i ort').max(60)),
  email: z.email('Ogiltig e-postadress').max(200).optional(),
});
export type PrepaidCardRegistrationRequest = z.input<typeof prepaidCardRegistrationRequestSchema>;

export const prepaidCardRegistrationResponseSchema = z.object({
  id: z.string(),
  msisdn: z.string(),
  registeredAt: z.iso.datetime({ offset: true }),
});

/** 409 `[{ field: 'body.msisdn', … }]` when the number is already registered. */
export const prepaidCardRegistrationContract = defineContract({
  id: 'site.prepaidCardRegistration',
  method: 'POST',
  path: 'site/v1/prepaid-card-registrations',
  summary: 'Registrera ett kontantkort',
  body: prepaidCardRegistrationRequestSchema,
  response: prepaidCardRegistrationResponseSchema,
});
