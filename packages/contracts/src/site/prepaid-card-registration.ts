import { z } from 'zod';
import { defineContract } from '../contract';
import { msisdnSchema } from '../phone';
import { oneLine } from '../text';

/** A registration sent without a BankID identification, or with one the server cannot use. */
export const PREPAID_REGISTRATION_BANKID_REQUIRED =
  'Identifiera dig med BankID innan du registrerar kortet.';
/** The identification has already registered a card: one identification registers one card. */
export const PREPAID_REGISTRATION_BANKID_USED =
  'Identifieringen med BankID är redan använd. Identifiera dig igen.';
/** The number is not an active Lingon prepaid card. */
export const PREPAID_REGISTRATION_NOT_PREPAID =
  'Numret är inte ett aktivt kontantkort hos Lingon. Kontrollera numret.';
/** The number is registered to another person; who that is is never said. */
export const PREPAID_REGISTRATION_TAKEN =
  'Numret är redan registrerat på en annan person. Kontakta kundservice om kortet är ditt.';

/**
 * The /registrera-kontantkort form: the law requires the holder of a prepaid card to be
 * identified, so the holder identifies with BankID ('prepaid-registration') and the card is
 * registered to the personal number BankID gives; nobody types a personal number. Name and
 * address are the holder's own words.
 */
export const prepaidCardRegistrationRequestSchema = z
  .object({
    msisdn: msisdnSchema,
    /** The holder's completed BankID identification, started in this browser. */
    bankidOrderRef: z
      .string({ error: PREPAID_REGISTRATION_BANKID_REQUIRED })
      .trim()
      .min(1, PREPAID_REGISTRATION_BANKID_REQUIRED)
      .max(100, PREPAID_REGISTRATION_BANKID_REQUIRED),
    firstName: oneLine(z.string().trim().min(1, 'Fyll i ditt förnamn').max(60)),
    lastName: oneLine(z.string().trim().min(1, 'Fyll i ditt efternamn').max(60)),
    street: oneLine(z.string().trim().min(2, 'Fyll i din gatuadress').max(100)),
    zipcode: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{5}$/, 'Postnumret ska vara 5 siffror')),
    city: oneLine(z.string().trim().min(2, 'Fyll i ort').max(60)),
    email: z.email('Ogiltig e-postadress').max(200).optional(),
  })
  .strict();
export type PrepaidCardRegistrationRequest = z.input<typeof prepaidCardRegistrationRequestSchema>;

export const prepaidCardRegistrationResponseSchema = z.object({
  id: z.string(),
  msisdn: z.string(),
  registeredAt: z.iso.datetime({ offset: true }),
});

/**
 * Registers a prepaid card to the person of a completed, unused BankID identification
 * ('prepaid-registration') started in this browser. The number must be an active Lingon prepaid
 * card. The holder may register again (their name and address are then replaced).
 * 422 `body.bankidOrderRef` without a usable identification, 409 `body.bankidOrderRef` when it has
 * already registered a card, 422 `body.msisdn` for a number that is not an active prepaid card, and
 * 409 `body.msisdn` when the number is registered to another person.
 */
export const prepaidCardRegistrationContract = defineContract({
  id: 'site.prepaidCardRegistration',
  method: 'POST',
  path: 'site/v1/prepaid-card-registrations',
  summary: 'Registrera ett kontantkort',
  body: prepaidCardRegistrationRequestSchema,
  response: prepaidCardRegistrationResponseSchema,
});
