import { z } from 'zod';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';
import {
  createPaymentHeadersSchema,
  paymentMethodSchema,
  requireSwishNumberOnlyForSwish,
} from '../payments/create';
import { paymentSchema } from '../payments/status';
import { msisdnSchema } from '../phone';

/** A top-up's payment: card through the provider's page, or Swish with the payer's number. */
export const topUpPaymentRequestSchema = z
  .object({
    method: paymentMethodSchema,
    /** The Swish account's phone number; required for Swish, not used for card. */
    swishPhoneNumber: msisdnSchema.optional(),
  })
  .strict()
  .superRefine(requireSwishNumberOnlyForSwish);
export type TopUpPaymentRequest = z.input<typeof topUpPaymentRequestSchema>;

export const topUpCreateRequestSchema = z
  .object({
    msisdn: msisdnSchema,
    productId: z.string().trim().min(1, 'Välj vad du vill ladda').max(64),
    payment: topUpPaymentRequestSchema,
  })
  .strict();
export type TopUpCreateRequest = z.input<typeof topUpCreateRequestSchema>;

/** The same idempotency key as a payment: a repeated request answers the first result. */
export const idempotencyHeadersSchema = createPaymentHeadersSchema;

export const topUpStatusSchema = z.enum(['pending', 'paid', 'declined', 'timed-out', 'cancelled']);
export type TopUpStatus = z.infer<typeof topUpStatusSchema>;

export const topUpSchema = z.object({
  topUpId: z.uuid(),
  /** The reference on the receipt and in the payment, e.g. `LT-7K2M9QXA`. */
  reference: z.string(),
  msisdn: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    categoryTitle: z.string(),
    dataGb: z.number().nullable(),
    saldoKr: z.number().nullable(),
    validityDays: z.number().int(),
  }),
  /** What is paid, in kronor: the student price for a student. */
  amount: z.number().int(),
  /** The ordinary price; more than `amount` when the student price applies. */
  fullPrice: z.number().int(),
  studentDiscount: z.boolean(),
  /** The latest payment's state: a declined or timed-out top-up may be paid again. */
  status: topUpStatusSchema,
  payment: paymentSchema.nullable(),
  /** Where the payer approves a card payment (the provider's page); null for Swish. */
  cardPaymentUrl: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The balance after the credit, once paid. */
  balance: z
    .object({
      saldoKr: z.number().nullable(),
      dataRemainingGb: z.number().nullable(),
    })
    .nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;

/**
 * Between a number and its unit and between thousands, as in every price on the site: "5 GB"
 * never wraps after the 5.
 */
const NO_BREAK_SPACE = '\u00a0';

/** sv-SE with a decimal comma ("1,5"); whatever space Intl puts between thousands, one kind. */
function swedishNumber(value: number): string {
  return new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 })
    .format(value)
    .replace(/[\s\u202f]/g, NO_BREAK_SPACE);
}

/**
 * The name a top-up has in the top-up history: what it gave and for how long, e.g.
 * "Surf 5 GB, 30 dagar", "Saldo 200 kr, 180 dagar", "Surf 10 GB + saldo 100 kr, 30 dagar".
 * Made from the content, not the offering's category and product names, so a top-up bought from
 * an older offering reads like one bought today. The one rule for every entry: the server when it
 * records a paid top-up, and the fixtures the server seeds and the MSW handlers answer.
 */
export function topUpTitle(
  product: Pick<TopUp['product'], 'dataGb' | 'saldoKr' | 'validityDays'>,
): string {
  const parts: string[] = [];
  if (product.dataGb !== null) {
    parts.push(`surf ${swedishNumber(product.dataGb)}${NO_BREAK_SPACE}GB`);
  }
  if (product.saldoKr !== null) {
    parts.push(`saldo ${swedishNumber(product.saldoKr)}${NO_BREAK_SPACE}kr`);
  }
  const what = parts.length > 0 ? parts.join(' + ') : 'laddning';
  const days = `${swedishNumber(product.validityDays)}${NO_BREAK_SPACE}${
    product.validityDays === 1 ? 'dag' : 'dagar'
  }`;
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}, ${days}`;
}

export const topUpParamsSchema = z.object({ topUpId: z.uuid('Ogiltigt påfyllnings-id') });

/**
 * Create a top-up order and start its first payment. The price is the server's (student price
 * for a student). The same `idempotency-key` answers the same top-up; the same key with another
 * body answers 409.
 */
export const topUpCreateContract = defineContract({
  id: 'prepaid.topUpCreate',
  method: 'POST',
  path: `${SERVICE.prepaid}/v1/topups`,
  summary: 'Create a prepaid top-up and start its payment',
  body: topUpCreateRequestSchema,
  headers: idempotencyHeadersSchema,
  response: topUpSchema,
});

/** A top-up's state; reading it also collects the payment's result and credits a paid top-up once. */
export const topUpStatusContract = defineContract({
  id: 'prepaid.topUpStatus',
  method: 'GET',
  path: `${SERVICE.prepaid}/v1/topups/:topUpId`,
  summary: 'A top-up and its payment; poll while pending',
  params: topUpParamsSchema,
  response: topUpSchema,
});

/** Pay a top-up again (after a declined, timed-out or cancelled payment), maybe another way. */
export const topUpPayContract = defineContract({
  id: 'prepaid.topUpPay',
  method: 'POST',
  path: `${SERVICE.prepaid}/v1/topups/:topUpId/payments`,
  summary: 'Start a new payment for a top-up that is not paid',
  params: topUpParamsSchema,
  body: topUpPaymentRequestSchema,
  headers: idempotencyHeadersSchema,
  response: topUpSchema,
});
