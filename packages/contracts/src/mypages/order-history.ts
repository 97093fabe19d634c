import { z } from 'zod';
import { SERVICE } from '../brand';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

export const orderStatusSchema = z.enum([
  'RECEIVED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
]);

export const orderHistoryItemSchema = z.object({
  orderId: z.string(),
  /** When the order was placed (ISO date-time). */
  createdOn: z.iso.datetime({ offset: true }),
  status: orderStatusSchema,
  category: z.enum(['MOBILE', 'BROADBAND', 'SIM', 'HARDWARE', 'TOPUP', 'TRANSFER']),
  title: z.string(),
  /** Kronor including VAT. */
  totalPrice: z.number().nonnegative(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int().positive(),
      price: z.number().nonnegative(),
    }),
  ),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

export const orderHistoryResponseSchema = z.object({ items: z.array(orderHistoryItemSchema) });
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

export const orderHistoryContract = defineContract({
  id: 'mypages.orderHistory',
  method: 'GET',
  path: `${SERVICE.order}/v3/order/history`,
  auth: 'session',
  summary: "The signed-in customer's orders, newest first",
  response: orderHistoryResponseSchema,
});

export function fetchOrderHistory(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(orderHistoryContract, { signal: options.signal });
}
