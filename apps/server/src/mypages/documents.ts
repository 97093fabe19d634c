import type { DocumentsResponse } from '@lingon/contracts/mypages/documents';
import type { OrderHistoryItem } from '@lingon/contracts/mypages/order-history';
import { orderConfirmationStatus } from '@lingon/contracts/mypages/rules';
import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/db';

type Documents = DocumentsResponse['customerDocumentsResult']['documents'];
type GdprCases = DocumentsResponse['gdprCasesResult']['gdprCases'];

const iso = (value: Date | string) => new Date(value).toISOString();

/** Documents, GDPR cases and order confirmations; confirmation status is computed at `now`. */
export async function listDocuments(
  db: Db,
  personalNumber: string,
  now: Date,
): Promise<DocumentsResponse> {
  const documents = await db.query<{
    id: string;
    title: string;
    type: Documents[number]['type'];
    created_on: Date | string;
    body: string;
  }>(
    `select id, title, type, created_on, body from mypages_documents
      where personal_number = $1 order by created_on desc, id`,
    [personalNumber],
  );
  const cases = await db.query<{
    id: string;
    type: GdprCases[number]['type'];
    status: GdprCases[number]['status'];
    created_on: Date | string;
    closed_on: Date | string | null;
  }>(
    `select id, type, status, created_on, closed_on from mypages_gdpr_cases
      where personal_number = $1 order by created_on desc, id`,
    [personalNumber],
  );
  const confirmations = await db.query<{
    id: string;
    title: string;
    order_id: string;
    inserted_on: Date | string;
  }>(
    `select id, title, order_id, inserted_on from mypages_order_confirmations
      where personal_number = $1 order by inserted_on desc, id`,
    [personalNumber],
  );
  return {
    customerDocumentsResult: {
      documents: documents.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        createdOn: iso(row.created_on),
        // Stored documents may come from elsewhere (an archive, a letter tool): served through the
        // one rich-text policy, like content pages and support guides.
        body: sanitizeRichText(row.body),
      })),
    },
    gdprCasesResult: {
      gdprCases: cases.map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        createdOn: iso(row.created_on),
        closedOn: row.closed_on === null ? null : iso(row.closed_on),
      })),
    },
    orderConfirmationResult: {
      orderConfirmations: confirmations.map((row) => ({
        id: row.id,
        title: row.title,
        type: 'ORDER_CONFIRMATION' as const,
        insertedOn: iso(row.inserted_on),
        status: orderConfirmationStatus(new Date(row.inserted_on), now),
        orderId: row.order_id,
      })),
    },
  };
}

const BROADBAND_ORDER_STATUS: Record<string, OrderHistoryItem['status']> = {
  RECEIVED: 'RECEIVED',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
  CREDIT_REFUSED: 'CANCELLED',
};

type BroadbandOrderRow = {
  id: string;
  created_at: Date | string;
  state: string;
  product: { name?: string; card?: { title?: string } | null };
  monthly_price: number;
  monthly_discount: number;
  free_months: number;
  hardware_lines: Array<{ id: string; name: string; price: number }>;
};

/**
 * A broadband order placed on /bredband as an order-history item: the monthly price the customer
 * pays (after the mobile-customer discount) and each media player, priced as when it was placed.
 */
function broadbandHistoryItem(row: BroadbandOrderRow): OrderHistoryItem {
  const name = row.product.card?.title ?? row.product.name ?? 'Bredband';
  const monthly = Math.max(0, row.monthly_price - row.monthly_discount);
  const terms = [
    row.monthly_discount > 0 ? `mobilkundsrabatt ${row.monthly_discount} kr/mån` : null,
    row.free_months > 0 ? `${row.free_months} månader utan avgift` : null,
  ].filter(Boolean);
  const lines = [
    {
      name: `${name}, per månad${terms.length > 0 ? ` (${terms.join(', ')})` : ''}`,
      quantity: 1,
      price: monthly,
    },
    ...row.hardware_lines.map((line) => ({ name: line.name, quantity: 1, price: line.price })),
  ];
  return {
    orderId: row.id,
    createdOn: iso(row.created_at),
    status: BROADBAND_ORDER_STATUS[row.state] ?? 'RECEIVED',
    category: 'BROADBAND',
    title: name,
    totalPrice: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    lines,
  };
}

/** Every order of the person: my pages' own orders and the broadband orders they placed. */
export async function listOrders(db: Db, personalNumber: string): Promise<OrderHistoryItem[]> {
  const rows = await db.query<{
    order_id: string;
    created_on: Date | string;
    status: OrderHistoryItem['status'];
    category: OrderHistoryItem['category'];
    title: string;
    total_price: string | number;
    lines: OrderHistoryItem['lines'];
  }>(
    `select order_id, created_on, status, category, title, total_price, lines from mypages_orders
      where personal_number = $1`,
    [personalNumber],
  );
  const broadband = await db.query<BroadbandOrderRow>(
    `select o.id, o.created_at, o.state, p.data as product, o.monthly_price, o.monthly_discount,
            o.free_months, o.hardware_lines
       from broadband_orders o
       join broadband_products p on p.id = o.product_id
      where o.personal_number = $1`,
    [personalNumber],
  );
  const items: OrderHistoryItem[] = [
    ...rows.map((row) => ({
      orderId: row.order_id,
      createdOn: iso(row.created_on),
      status: row.status,
      category: row.category,
      title: row.title,
      totalPrice: Number(row.total_price),
      lines: row.lines,
    })),
    ...broadband.map(broadbandHistoryItem),
  ];
  // Newest first; equal moments in a stable order.
  return items.sort(
    (a, b) => b.createdOn.localeCompare(a.createdOn) || a.orderId.localeCompare(b.orderId),
  );
}
