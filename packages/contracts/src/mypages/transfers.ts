import { z } from 'zod';
import { MY_PAGES_PATH } from '../brand';
import { defineContract } from '../contract';
import { createPaymentHeadersSchema } from '../payments/create';
import { personalNumberSchema } from '../personal-number';
import { msisdnIdSchema, swedishPhoneSchema } from '../phone';
import { EMAIL_MAX_LENGTH } from './email-change';
import { subscriptionTypeSchema } from './schemas';

/** The subscription kinds that may change owner: mobile subscriptions, with invoice or prepaid. */
export const TRANSFERABLE_SUBSCRIPTION_TYPES = ['POSTPAID_VOICE', 'PREPAID_VOICE'] as const;

/** Why a subscription may not be transferred now. */
export const transferRefusalSchema = z.enum([
  'NOT_MOBILE',
  'NOT_ACTIVE',
  'HAS_FAMILY',
  'PENDING_TRANSFER',
]);
export type TransferRefusal = z.infer<typeof transferRefusalSchema>;

export const TRANSFER_REFUSAL_TEXT: Record<TransferRefusal, string> = {
  NOT_MOBILE: 'Bara mobilabonnemang, med faktura eller kontantkort, kan överlåtas.',
  NOT_ACTIVE: 'Abonnemanget är inte aktivt just nu, så det kan inte överlåtas.',
  HAS_FAMILY:
    'Abonnemanget har familjeabonnemang kopplade till sig. Överlåt eller säg upp dem först.',
  PENDING_TRANSFER: 'Abonnemanget har redan en överlåtelse som väntar på den nya ägaren.',
};

/**
 * The one rule of what may be transferred: an active mobile subscription (postpaid or prepaid,
 * not broadband) without family subscriptions attached to it and without a transfer already
 * waiting. A family subscription may be transferred: it leaves the family and becomes the new
 * owner's own subscription.
 */
export function transferRefusal(subscription: {
  subscriptionType: string;
  trafficStatusCode: string;
  familyCount: number;
  pendingTransfer: boolean;
}): TransferRefusal | null {
  if (
    !(TRANSFERABLE_SUBSCRIPTION_TYPES as readonly string[]).includes(subscription.subscriptionType)
  )
    return 'NOT_MOBILE';
  if (subscription.trafficStatusCode !== 'ACTIVE') return 'NOT_ACTIVE';
  if (subscription.familyCount > 0) return 'HAS_FAMILY';
  if (subscription.pendingTransfer) return 'PENDING_TRANSFER';
  return null;
}

/** A transfer the new owner has not answered expires this many days after it was signed. */
export const TRANSFER_VALID_DAYS = 30;

export function transferExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRANSFER_VALID_DAYS * 24 * 60 * 60 * 1000);
}

export const transferStatusSchema = z.enum([
  'PENDING',
  'COMPLETED',
  'WITHDRAWN',
  'DECLINED',
  'EXPIRED',
]);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/** A stored status as it is now: a PENDING transfer past its expiry is EXPIRED. */
export function currentTransferStatus(
  status: TransferStatus,
  expiresAt: Date | string,
  now: Date,
): TransferStatus {
  return status === 'PENDING' && new Date(expiresAt).getTime() <= now.getTime()
    ? 'EXPIRED'
    : status;
}

export const TRANSFER_STATUS_TEXT: Record<TransferStatus, string> = {
  PENDING: 'Väntar på den nya ägaren',
  COMPLETED: 'Genomförd',
  WITHDRAWN: 'Återkallad',
  DECLINED: 'Avböjd',
  EXPIRED: 'Har gått ut',
};

/**
 * The code the new owner types: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 * shown as XXXX-XXXX. 31^8 codes, so guessing one is hopeless within the guess limit.
 */
export const TRANSFER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TRANSFER_CODE_LENGTH = 8;
/** Wrong codes a person may try per hour before lookups are refused for the rest of the hour. */
export const TRANSFER_CODE_GUESSES_PER_HOUR = 5;

/** A code from random bytes (one byte per character; the small bias does not matter here). */
export function transferCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < TRANSFER_CODE_LENGTH) throw new Error('Too few random bytes for a code');
  let code = '';
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i++) {
    code += TRANSFER_CODE_ALPHABET[bytes[i]! % TRANSFER_CODE_ALPHABET.length];
  }
  return code;
}

/** The code as people type it (spaces, dashes, small letters) → the stored form; null if not one. */
export function normaliseTransferCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  const valid = new RegExp(`^[${TRANSFER_CODE_ALPHABET}]{${TRANSFER_CODE_LENGTH}}$`);
  return valid.test(code) ? code : null;
}

/** XXXX-XXXX, easier to read aloud. */
export function formatTransferCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The page the new owner opens, with the code filled in. */
export function transferPath(code: string): string {
  return `${MY_PAGES_PATH}/overlatelse?kod=${code}`;
}

export const TRANSFER_CODE_MESSAGE = 'Ange koden med 8 tecken, till exempel ABCD-EFGH';

export const transferCodeSchema = z
  .string({ error: TRANSFER_CODE_MESSAGE })
  .max(20, TRANSFER_CODE_MESSAGE)
  .transform((value, ctx) => {
    const code = normaliseTransferCode(value);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: TRANSFER_CODE_MESSAGE });
      return z.NEVER;
    }
    return code;
  });

/** What a new owner takes over, said in the terms both sign. */
export const TRANSFER_TERMS = [
  'Den nya ägaren tar över telefonnumret, abonnemanget och en eventuell bindningstid.',
  'Från överlåtelsedagen skickas alla nya fakturor för abonnemanget till den nya ägaren.',
  'Fakturor för tiden fram till överlåtelsen betalas av den nuvarande ägaren.',
  'Ett familjeabonnemang lämnar familjen och blir den nya ägarens eget abonnemang.',
  `Den nya ägaren har ${TRANSFER_VALID_DAYS} dagar på sig att godkänna. Fram till dess kan ägaren återkalla överlåtelsen.`,
] as const;

export const transferSchema = z.object({
  id: z.string(),
  /** OWNER: the signed-in person transfers it; RECIPIENT: it is transferred to them. */
  role: z.enum(['OWNER', 'RECIPIENT']),
  status: transferStatusSchema,
  msisdn: z.string(),
  subscriptionType: subscriptionTypeSchema,
  planName: z.string(),
  /** The binding the new owner takes over; null without one. */
  commitmentEndDate: z.iso.date().nullable(),
  /** The current owner's name, e.g. 'Anna Andersson'. */
  fromName: z.string(),
  /** The new owner's personal number with the last four digits hidden: 19720614-****. */
  toPersonalNumberMasked: z.string(),
  /** The code and its link; only while PENDING. */
  code: z.string().nullable(),
  link: z.string().nullable(),
  /** Where the invitation goes (e-mail or phone), shown to the owner only. */
  invitationTo: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** When it was completed, withdrawn, declined or expired. */
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferCandidateSchema = z.object({
  msisdn: z.string(),
  /** The alias, else the plan name. */
  name: z.string(),
  planName: z.string(),
  subscriptionType: subscriptionTypeSchema,
  /** Null when it may be transferred. */
  refusal: transferRefusalSchema.nullable(),
});
export type TransferCandidate = z.infer<typeof transferCandidateSchema>;

export const transfersResponseSchema = z.object({
  /** Newest first, as owner and as new owner. */
  transfers: z.array(transferSchema),
  /** The signed-in customer's mobile subscriptions and whether each may be transferred. */
  candidates: z.array(transferCandidateSchema),
});
export type TransfersResponse = z.infer<typeof transfersResponseSchema>;

export const transfersContract = defineContract({
  id: 'mypages.transfers',
  method: 'GET',
  path: 'mypages/v1/transfers',
  auth: 'session',
  summary:
    "The customer's subscription transfers, as owner and as new owner, and which of their subscriptions may be transferred",
  response: transfersResponseSchema,
});

const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `E-postadressen får vara högst ${EMAIL_MAX_LENGTH} tecken`)
  .pipe(z.email('Ange en giltig e-postadress'));

const bankidOrderRefSchema = z
  .string({ error: 'Skriv under med BankID' })
  .min(1, 'Skriv under med BankID')
  .max(100);

export const transferCreateRequestSchema = z
  .object({
    msisdn: msisdnIdSchema,
    toPersonalNumber: personalNumberSchema,
    /** Where the invitation goes: an e-mail address or a phone number. */
    invitation: z.discriminatedUnion(
      'channel',
      [
        z.object({ channel: z.literal('EMAIL'), email: emailSchema }).strict(),
        z.object({ channel: z.literal('SMS'), phone: swedishPhoneSchema }).strict(),
      ],
      { error: 'Välj hur inbjudan ska skickas' },
    ),
    bankidOrderRef: bankidOrderRefSchema,
  })
  .strict();
export type TransferCreateRequest = z.input<typeof transferCreateRequestSchema>;

export const transferCreateContract = defineContract({
  id: 'mypages.transferCreate',
  method: 'POST',
  path: 'mypages/v1/transfers/create',
  auth: 'session',
  summary:
    'Start a transfer of one of the customer’s mobile subscriptions to another person, signed by the owner with BankID; idempotent by Idempotency-Key',
  headers: createPaymentHeadersSchema,
  body: transferCreateRequestSchema,
  response: transferSchema,
});

export const transferLookupContract = defineContract({
  id: 'mypages.transferLookup',
  method: 'GET',
  path: 'mypages/v1/transfers/lookup',
  auth: 'session',
  summary:
    'The transfer behind a code, only for the person it names; 404 for a wrong code, 429 after too many wrong codes (a wrong code from a cross-site request, by Sec-Fetch-Site, is not counted)',
  query: z.object({ code: transferCodeSchema }).strict(),
  /** Set by the browser: 'cross-site' when another site made it send the lookup. */
  headers: z.object({ 'sec-fetch-site': z.string().max(40).optional() }),
  response: transferSchema,
});

export const transferIdSchema = z
  .string({ error: 'Överlåtelsen saknas' })
  .regex(/^OV-[A-Z0-9]{8}$/, 'Överlåtelsen hittades inte');

export const transferAcceptContract = defineContract({
  id: 'mypages.transferAccept',
  method: 'POST',
  path: 'mypages/v1/transfers/accept',
  auth: 'session',
  summary:
    'The new owner accepts a transfer, signed with their own BankID: the subscription moves to them; idempotent by Idempotency-Key',
  headers: createPaymentHeadersSchema,
  body: z.object({ id: transferIdSchema, bankidOrderRef: bankidOrderRefSchema }).strict(),
  response: transferSchema,
});

export const transferDeclineContract = defineContract({
  id: 'mypages.transferDecline',
  method: 'POST',
  path: 'mypages/v1/transfers/decline',
  auth: 'session',
  summary: 'The new owner declines a transfer; the subscription stays with its owner',
  body: z.object({ id: transferIdSchema }).strict(),
  response: transferSchema,
});

export const transferWithdrawContract = defineContract({
  id: 'mypages.transferWithdraw',
  method: 'POST',
  path: 'mypages/v1/transfers/withdraw',
  auth: 'session',
  summary: 'The owner withdraws a transfer the new owner has not accepted yet',
  body: z.object({ id: transferIdSchema }).strict(),
  response: transferSchema,
});
