import { randomUUID } from 'node:crypto';
import type { Payment, PaymentStatus } from '@lingon/contracts/payments/status';
import type { PaymentMethod } from '@lingon/contracts/payments/create';
import type { Db } from '../db/db';
import type { Services } from '../context';
import { HttpError } from '../lib/http';

/** How long a payment waits for the payer by default (Swish's own limit is 3 minutes). */
export const DEFAULT_TIMEOUT_SECONDS = 180;
export const TIMEOUT_LIMITS = { min: 10, max: 3600 } as const;

interface PaymentRow {
  id: string;
  status: PaymentStatus;
  amount: number;
  currency: 'SEK';
  method: PaymentMethod;
  msisdn: string;
  swish_phone_number: string | null;
  order_reference: string;
  created_at: Date;
  expires_at: Date;
  finished_at: Date | null;
}

export function toPayment(row: PaymentRow): Payment {
  return {
    paymentId: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    msisdn: row.msisdn,
    swishPhoneNumber: row.swish_phone_number,
    orderReference: row.order_reference,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function timeoutSeconds(db: Db): Promise<number> {
  const [row] = await db.query<{ value: string }>(
    "select value from payment_sim_settings where key = 'timeout_seconds'",
  );
  const value = Number(row?.value);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_TIMEOUT_SECONDS;
}

export async function setTimeoutSeconds(db: Db, seconds: number): Promise<void> {
  await db.query(
    `insert into payment_sim_settings (key, value) values ('timeout_seconds', $1)
     on conflict (key) do update set value = excluded.value`,
    [String(seconds)],
  );
}

/** A pending payment past its deadline has timed out; stored when first noticed. */
async function applyTimeout(db: Db, row: PaymentRow, now: Date): Promise<PaymentRow> {
  if (row.status !== 'pending' || now < row.expires_at) return row;
  await db.query(
    `update payments set status = 'timed-out', finished_at = expires_at where id = $1 and status = 'pending'`,
    [row.id],
  );
  return { ...row, status: 'timed-out', finished_at: row.expires_at };
}

async function loadRow(db: Db, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow & Record<string, unknown>>(
    'select * from payments where id = $1',
    [paymentId],
  );
  return row ?? null;
}

const notFound = () =>
  new HttpError(404, [{ field: 'params.paymentId', message: 'Betalningen finns inte' }]);

export interface NewPayment {
  amount: number;
  method: PaymentMethod;
  msisdn: string;
  swishPhoneNumber?: string | undefined;
  orderReference: string;
}

/**
 * Insert a pending payment (inside the caller's transaction) and return it. Only a top-up makes
 * one, with its own amount and reference: there is no call for a visitor to create a payment.
 */
export async function insertPayment(tx: Db, now: Date, input: NewPayment): Promise<Payment> {
  const expiresAt = new Date(now.getTime() + (await timeoutSeconds(tx)) * 1000);
  const id = randomUUID();
  await tx.query(
    `insert into payments (id, amount, method, msisdn, swish_phone_number, order_reference, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      input.amount,
      input.method,
      input.msisdn,
      input.swishPhoneNumber ?? null,
      input.orderReference,
      now,
      expiresAt,
    ],
  );
  const row = await loadRow(tx, id);
  return toPayment(row as PaymentRow);
}

/** A payment as it stands now (a pending one past its deadline has timed out); null if unknown. */
export async function findPayment(db: Db, paymentId: string, now: Date): Promise<Payment | null> {
  const row = await loadRow(db, paymentId);
  return row ? toPayment(await applyTimeout(db, row, now)) : null;
}

/** Called when a payment leaves `pending` by the payer's hand (approve, decline, timeout). */
type FinishedListener = (services: Services, payment: Payment) => Promise<void>;
const finishedListeners = new Set<FinishedListener>();

/**
 * Hear about every payment the payer finishes, e.g. to credit a paid top-up at once rather than
 * when the browser next asks (the browser may be gone).
 */
export function onPaymentFinished(listener: FinishedListener): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

export async function getPayment(services: Services, paymentId: string): Promise<Payment> {
  const row = await loadRow(services.db, paymentId);
  if (!row) throw notFound();
  return toPayment(await applyTimeout(services.db, row, services.now()));
}

/** Leave `pending` for `status`; 409 when the payment has already finished. */
async function finishPayment(
  services: Services,
  paymentId: string,
  status: Exclude<PaymentStatus, 'pending'>,
): Promise<Payment> {
  const now = services.now();
  const row = await loadRow(services.db, paymentId);
  if (!row) throw notFound();
  const current = await applyTimeout(services.db, row, now);
  if (current.status !== 'pending') {
    throw new HttpError(409, [
      { field: 'params.paymentId', message: `Betalningen är redan avslutad (${current.status})` },
    ]);
  }
  const [updated] = await services.db.query<PaymentRow & Record<string, unknown>>(
    `update payments set status = $2, finished_at = $3 where id = $1 and status = 'pending' returning *`,
    [paymentId, status, now],
  );
  if (!updated) return getPayment(services, paymentId);
  return toPayment(updated);
}

export function cancelPayment(services: Services, paymentId: string): Promise<Payment> {
  return finishPayment(services, paymentId, 'cancelled');
}

/** The payer's side, from the tester page or the control API. */
export async function controlPayment(
  services: Services,
  paymentId: string,
  action: 'approve' | 'decline' | 'timeout',
): Promise<Payment> {
  const status = action === 'approve' ? 'paid' : action === 'decline' ? 'declined' : 'timed-out';
  const payment = await finishPayment(services, paymentId, status);
  for (const listener of finishedListeners) await listener(services, payment);
  return payment;
}

export async function listPayments(
  services: Services,
): Promise<{ pending: Payment[]; finished: Payment[] }> {
  const now = services.now();
  const { db } = services;
  const rows = await db.query<PaymentRow & Record<string, unknown>>(
    "select * from payments where status = 'pending' order by created_at desc limit 100",
  );
  const pending: Payment[] = [];
  for (const row of rows) {
    const current = await applyTimeout(db, row, now);
    if (current.status === 'pending') pending.push(toPayment(current));
  }
  const finished = await db.query<PaymentRow & Record<string, unknown>>(
    "select * from payments where status <> 'pending' order by finished_at desc limit 10",
  );
  return { pending, finished: finished.map(toPayment) };
}
