import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { msisdnSchema } from '../phone';
import { paymentSchema } from './status';

/** Top-up amounts in whole kronor. */
export const PAYMENT_MIN_AMOUNT = 10;
export const PAYMENT_MAX_AMOUNT = 5000;

export const paymentMethodSchema = z.enum(['card', 'swish']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * Swish needs the payer's Swish number and a card payment takes none: the refinement every
 * payment request (a payment, a top-up's payment) uses.
 */
export function requireSwishNumberOnlyForSwish(
  value: { method: PaymentMethod; swishPhoneNumber?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.method === 'swish' && !value.swishPhoneNumber) {
    ctx.addIssue({
      code: 'custom',
      path: ['swishPhoneNumber'],
      message: 'Ange mobilnumret som är kopplat till Swish',
    });
  }
  if (value.method === 'card' && value.swishPhoneNumber) {
    ctx.addIssue({
      code: 'custom',
      path: ['swishPhoneNumber'],
      message: 'Swish-nummer anges bara för betalning med Swish',
    });
  }
}

export const createPaymentRequestSchema = z
  .object({
    amount: z
      .number({ error: 'Ange beloppet i hela kronor' })
      .int('Ange beloppet i hela kronor')
      .min(PAYMENT_MIN_AMOUNT, `Beloppet måste vara minst ${PAYMENT_MIN_AMOUNT} kr`)
      .max(PAYMENT_MAX_AMOUNT, `Beloppet får vara högst ${PAYMENT_MAX_AMOUNT} kr`),
    method: paymentMethodSchema,
    /** The prepaid number that is topped up. */
    msisdn: msisdnSchema,
    /** The Swish account's phone number; required for Swish, not used for card. */
    swishPhoneNumber: msisdnSchema.optional(),
    /** The shop's own reference of the top-up order. */
    orderReference: z
      .string()
      .trim()
      .min(1, 'Orderreferens saknas')
      .max(64, 'Orderreferensen får vara högst 64 tecken')
      .regex(/^[A-Za-z0-9._-]+$/, 'Orderreferensen får bara innehålla bokstäver, siffror, . _ -'),
  })
  .strict()
  .superRefine(requireSwishNumberOnlyForSwish);

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const createPaymentHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'Idempotency-Key krävs' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key ska vara 8–128 tecken (A–Z, 0–9, - och _)'),
});

/**
 * Create a top-up payment; it starts `pending` until the payer approves it (Swish app or card),
 * declines it, or it times out. A repeated call with the same `idempotency-key` answers the first
 * payment; the same key with a different body answers 422.
 */
export const createPaymentContract = defineContract({
  id: 'payments.create',
  method: 'POST',
  path: 'payment-service/v1/payments',
  summary: 'Create a prepaid top-up payment with card or Swish',
  body: createPaymentRequestSchema,
  headers: createPaymentHeadersSchema,
  response: paymentSchema,
});

export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export function createPayment(
  body: CreatePaymentRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
) {
  return apiCall(createPaymentContract, {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    signal,
  });
}
