import type { Db } from '../db/db';

/**
 * The BankID area owns `bankid_orders` (migration 0400): an order's BankID counts when
 * purpose = 'order', status = 'complete', completed_at is recent and personal_number is the
 * customer's. This module reads the table only if it exists, and each condition only if its column
 * exists, so the broadband service works before and after the BankID area is installed.
 */

/** How long a completed BankID order may be used to place an order. */
export const ORDER_BANKID_MAX_AGE_MS = 30 * 60 * 1000;

const KNOWN_COLUMNS = ['order_ref', 'status', 'personal_number', 'purpose', 'completed_at'];

async function bankidColumns(db: Db): Promise<Set<string> | null> {
  const rows = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'bankid_orders'`,
  );
  const names = new Set(
    rows.map((row) => row.column_name).filter((name) => KNOWN_COLUMNS.includes(name)),
  );
  return names.has('order_ref') ? names : null;
}

export type BankidVerification =
  | { verified: true; checked: boolean }
  | {
      verified: false;
      reason: 'unknown' | 'not-complete' | 'wrong-purpose' | 'expired' | 'other-person';
    };

let warned = false;

/**
 * Is `orderRef` a recently completed BankID order of this person, started for an order? Column
 * names come from a fixed list, never from input. Without a bankid_orders table the reference is
 * accepted unchecked and a warning is logged once.
 */
export async function verifyBankidOrder(
  db: Db,
  orderRef: string,
  personalNumber: string,
  now: Date,
): Promise<BankidVerification> {
  const columns = await bankidColumns(db);
  if (!columns) {
    if (!warned) {
      console.warn('bankid_orders table missing: BankID order references are not verified');
      warned = true;
    }
    return { verified: true, checked: false };
  }
  const column = (name: string, type: string) =>
    `${columns.has(name) ? name : 'null'}::${type} as ${name}`;
  const [row] = await db.query<{
    status: string | null;
    personal_number: string | null;
    purpose: string | null;
    completed_at: Date | string | null;
  }>(
    `select ${column('status', 'text')}, ${column('personal_number', 'text')},
            ${column('purpose', 'text')}, ${column('completed_at', 'timestamptz')}
       from bankid_orders where order_ref = $1 limit 1`,
    [orderRef],
  );
  if (!row) return { verified: false, reason: 'unknown' };
  if (columns.has('status') && row.status !== 'complete') {
    return { verified: false, reason: 'not-complete' };
  }
  if (columns.has('purpose') && row.purpose !== 'order') {
    return { verified: false, reason: 'wrong-purpose' };
  }
  if (columns.has('completed_at')) {
    const completed = row.completed_at ? new Date(row.completed_at).getTime() : Number.NaN;
    if (!(now.getTime() - completed <= ORDER_BANKID_MAX_AGE_MS)) {
      return { verified: false, reason: 'expired' };
    }
  }
  if (columns.has('personal_number') && row.personal_number !== personalNumber) {
    return { verified: false, reason: 'other-person' };
  }
  return { verified: true, checked: true };
}
