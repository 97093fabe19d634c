import { randomUUID } from 'node:crypto';
import type { OrderHistoryItem } from '@lingon/contracts/mypages/order-history';
import type { Db } from '../db/db';

export interface RecordedOrder {
  /** The order id's prefix, e.g. 'LO-SURF' (a random suffix follows). */
  prefix: string;
  personalNumber: string;
  category: OrderHistoryItem['category'];
  /** What the order history and the confirmation call it, e.g. 'Surf-sim'. */
  title: string;
  lines: OrderHistoryItem['lines'];
  /** Kronor including VAT; the sum of the lines unless said. */
  totalPrice?: number;
  status?: OrderHistoryItem['status'];
  now: Date;
}

/**
 * The one way an order made on my pages is recorded: a row in the order history (ordrar) and its
 * order confirmation among the documents (NEW for seven days, then Open: SPEC §4). Call it inside
 * the transaction that makes the change, so an order and its confirmation exist together or not at
 * all.
 */
/**
 * An order confirmation's title: 'Orderbekräftelse: Nytt SIM-kort'. The order's title keeps its
 * own capital (a product or brand name may begin it), so the two are set apart by a colon.
 */
export function confirmationTitle(orderTitle: string): string {
  return `Orderbekräftelse: ${orderTitle}`;
}

export async function recordOrder(tx: Db, order: RecordedOrder): Promise<{ orderId: string }> {
  const orderId = `${order.prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
  const total =
    order.totalPrice ?? order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  await tx.query(
    `insert into mypages_orders (order_id, personal_number, created_on, status, category, title, total_price, lines)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      orderId,
      order.personalNumber,
      order.now,
      order.status ?? 'RECEIVED',
      order.category,
      order.title,
      total,
      JSON.stringify(order.lines),
    ],
  );
  await tx.query(
    `insert into mypages_order_confirmations (id, personal_number, title, order_id, inserted_on)
     values ($1, $2, $3, $4, $5)`,
    [`OC-${orderId}`, order.personalNumber, confirmationTitle(order.title), orderId, order.now],
  );
  return { orderId };
}
