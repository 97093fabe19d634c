import type { DocumentsResponse } from '@lingon/contracts/mypages/documents';
import type { OrderHistoryItem } from '@lingon/contracts/mypages/order-history';
import { orderConfirmationStatus } from '@lingon/contracts/mypages/rules';
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
  }>(
    `select id, title, type, created_on from mypages_documents
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
      where personal_number = $1 order by created_on desc, order_id`,
    [personalNumber],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    createdOn: iso(row.created_on),
    status: row.status,
    category: row.category,
    title: row.title,
    totalPrice: Number(row.total_price),
    lines: row.lines,
  }));
}
