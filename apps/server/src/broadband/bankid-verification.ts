import type { BankidPurpose } from '@lingon/contracts/bankid/messages';
import type { Db } from '../db/db';

/** How long a completed BankID order may be used to place an order. */
export const ORDER_BANKID_MAX_AGE_MS = 30 * 60 * 1000;

export type BankidVerification =
  | { verified: true }
  | {
      verified: false;
      reason: 'unknown' | 'not-complete' | 'wrong-purpose' | 'expired' | 'other-person';
    };

/** What a BankID order row holds that says whether it verifies an order. */
export type BankidOrderFacts = {
  status: string;
  personal_number: string | null;
  purpose: string;
  completed_at: Date | string | null;
};

/**
 * Does this BankID order row (null: no such order) verify `personalNumber` for `purpose` at
 * `now`: completed, for that purpose, recently enough and by this person?
 */
export function bankidVerdict(
  row: BankidOrderFacts | null,
  personalNumber: string,
  now: Date,
  purpose: Exclude<BankidPurpose, 'login' | 'tv-discount'> = 'order',
): BankidVerification {
  if (!row) return { verified: false, reason: 'unknown' };
  if (row.status !== 'complete') return { verified: false, reason: 'not-complete' };
  if (row.purpose !== purpose) return { verified: false, reason: 'wrong-purpose' };
  const completed = row.completed_at ? new Date(row.completed_at).getTime() : Number.NaN;
  if (!(now.getTime() - completed <= ORDER_BANKID_MAX_AGE_MS)) {
    return { verified: false, reason: 'expired' };
  }
  if (row.personal_number !== personalNumber) return { verified: false, reason: 'other-person' };
  return { verified: true };
}

/**
 * Lock the BankID orders' rows until the caller's transaction ends, and read them, in one order (so that two
 * transactions locking some of the same rows cannot wait on each other). What a verification may
 * be used for once (an order, a family order, a transfer signature) is checked as "already used"
 * after this, in a statement of its own: a second request on the same verification waits here
 * until the first has committed, and its check then sees what the first placed. (PostgreSQL reads
 * committed rows afresh for each statement; PGlite runs one statement at a time anyway.)
 */
export async function lockBankidOrders(
  db: Db,
  orderRefs: string[],
): Promise<(BankidOrderFacts & { order_ref: string })[]> {
  return db.query<BankidOrderFacts & { order_ref: string }>(
    `select order_ref, status, personal_number, purpose, completed_at from bankid_orders
      where order_ref = any($1::text[])
      order by order_ref for update`,
    [orderRefs],
  );
}

/**
 * Is `orderRef` a recently completed BankID order (table of the BankID area, migration 0400),
 * started for `purpose` (a broadband order unless said) and signed by this person? Inside a
 * transaction the row stays locked until it ends, as by `lockBankidOrders`.
 */
export async function verifyBankidOrder(
  db: Db,
  orderRef: string,
  personalNumber: string,
  now: Date,
  purpose: Exclude<BankidPurpose, 'login' | 'tv-discount'> = 'order',
): Promise<BankidVerification> {
  const [row] = await db.query<{
    status: string;
    personal_number: string | null;
    purpose: string;
    completed_at: Date | string | null;
  }>(
    `select status, personal_number, purpose, completed_at from bankid_orders
      where order_ref = $1 for update`,
    [orderRef],
  );
  return bankidVerdict(row ?? null, personalNumber, now, purpose);
}
