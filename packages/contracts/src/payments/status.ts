import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';

export const paymentStatusSchema = z.enum([
  'pending',
  'paid',
  'declined',
  'timed-out',
  'cancelled',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentSchema = z.object({
  paymentId: z.string(),
  status: paymentStatusSchema,
  amount: z.number().int(),
  currency: z.literal('SEK'),
  method: z.enum(['card', 'swish']),
  msisdn: z.string(),
  swishPhoneNumber: z.string().nullable(),
  orderReference: z.string(),
  createdAt: z.string(),
  /** When a pending payment times out. */
  expiresAt: z.string(),
  /** When the payment left `pending`. */
  finishedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentParamsSchema = z.object({ paymentId: z.uuid('Ogiltigt betalnings-id') });

/** A payment's current state; poll while `pending`. */
export const paymentStatusContract = defineContract({
  id: 'payments.status',
  method: 'GET',
  path: 'payment-service/v1/payments/:paymentId',
  summary: 'The state of a top-up payment',
  params: paymentParamsSchema,
  response: paymentSchema,
});

export function fetchPayment(paymentId: string, signal?: AbortSignal) {
  return apiCall(paymentStatusContract, { params: { paymentId }, signal });
}
