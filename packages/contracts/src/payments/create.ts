import { z } from 'zod';

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

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const createPaymentHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: 'Idempotency-Key krävs' })
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key ska vara 8–128 tecken (A–Z, 0–9, - och _)'),
});
