import { apiCall } from '../client';
import { defineContract } from '../contract';
import { paymentParamsSchema, paymentSchema } from './status';

/**
 * Cancel a pending payment (the payer left the payment page); 409 once it has finished. The
 * payment's id is what authorises it: a random UUID that only the top-up's answer gives out, to
 * the browser that made the top-up.
 */
export const cancelPaymentContract = defineContract({
  id: 'payments.cancel',
  method: 'POST',
  path: 'payment-service/v1/payments/:paymentId/cancel',
  summary: 'Cancel a pending top-up payment',
  params: paymentParamsSchema,
  response: paymentSchema,
});

export function cancelPayment(paymentId: string, signal?: AbortSignal) {
  return apiCall(cancelPaymentContract, { params: { paymentId }, signal });
}
