import { randomBytes, randomUUID } from 'node:crypto';
import type { OfferingProduct } from '@lingon/contracts/mypages/offering-products';
import {
  NOT_PREPAID_MESSAGE,
  type NumberCheckResponse,
} from '@lingon/contracts/prepaid/number-check';
import {
  topUpTitle,
  type TopUp,
  type TopUpCreateRequest,
  type TopUpPaymentRequest,
  type TopUpStatus,
} from '@lingon/contracts/prepaid/topup';
import type { Payment } from '@lingon/contracts/payments/status';
import type { Services } from '../context';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import { runIdempotent } from '../lib/idempotency';
import { currentOffering } from '../mypages/catalogue';
import { findPayment, insertPayment, onPaymentFinished } from '../payments/service';
import { CARD_PAGE_PATH } from '../payments/tester';

interface TopUpRow {
  id: string;
  reference: string;
  subscription_id: string;
  offering_id: string;
  product: TopUp['product'];
  amount: number;
  full_price: number;
  student_discount: boolean;
  payment_id: string;
  status: TopUpStatus;
  created_at: Date;
  paid_at: Date | null;
  credited_at: Date | null;
}

interface Balance {
  data: { remaining: number; total: number } | null;
  saldo: { remaining: number; expirationDate: string | null } | null;
}

const msisdnError = (status: 404 | 422, message: string) =>
  new HttpError(status, [{ field: 'body.msisdn', message }]);

/** SPEC §2: only an active Lingon prepaid number can be topped up; the server decides the student price. */
export async function checkNumber(db: Db, msisdn: string): Promise<NumberCheckResponse> {
  const [row] = await db.query<{
    subscription_type: string;
    traffic_status_code: string;
    is_student: boolean;
  }>(
    `select s.subscription_type, s.traffic_status_code, c.is_student
       from mypages_subscriptions s join mypages_customers c using (personal_number)
      where s.id = $1`,
    [msisdn],
  );
  if (!row || row.subscription_type !== 'PREPAID_VOICE')
    throw msisdnError(404, NOT_PREPAID_MESSAGE);
  if (row.traffic_status_code !== 'ACTIVE') {
    throw msisdnError(422, 'Kontantkortet är inte aktivt. Kontakta kundservice.');
  }
  const { offering } = await currentOffering(db);
  return { msisdn, isStudent: row.is_student, offeringId: offering.offeringId };
}

async function findProduct(
  db: Db,
  productId: string,
): Promise<{ offeringId: string; product: OfferingProduct; categoryTitle: string }> {
  const { offering } = await currentOffering(db);
  for (const category of offering.categories) {
    const product = category.products.find((candidate) => candidate.id === productId);
    if (product) return { offeringId: offering.offeringId, product, categoryTitle: category.title };
  }
  throw new HttpError(422, [
    { field: 'body.productId', message: 'Det du valde finns inte längre. Välj igen.' },
  ]);
}

/** A reference people can read out: LT- and eight letters and digits without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `LT-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

async function loadTopUp(db: Db, topUpId: string): Promise<TopUpRow | null> {
  const [row] = await db.query<TopUpRow & Record<string, unknown>>(
    'select * from prepaid_topups where id = $1',
    [topUpId],
  );
  return row ?? null;
}

async function readBalance(db: Db, subscriptionId: string): Promise<Balance | null> {
  const [row] = await db.query<Balance & Record<string, unknown>>(
    'select data, saldo from mypages_balances where subscription_id = $1',
    [subscriptionId],
  );
  return row ?? null;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function laterDate(a: string | null, b: string): string {
  return a !== null && a > b ? a : b;
}

/** Add what the top-up gives to the subscription's balance (inside the claiming transaction). */
async function credit(tx: Db, row: TopUpRow, now: Date): Promise<void> {
  const validUntil = isoDate(new Date(now.getTime() + row.product.validityDays * 86_400_000));
  const balance = (await readBalance(tx, row.subscription_id)) ?? { data: null, saldo: null };
  const round = (value: number) => Math.round(value * 100) / 100;
  const saldo =
    row.product.saldoKr === null
      ? balance.saldo
      : {
          remaining: round((balance.saldo?.remaining ?? 0) + row.product.saldoKr),
          expirationDate: laterDate(balance.saldo?.expirationDate ?? null, validUntil),
        };
  const data =
    row.product.dataGb === null
      ? balance.data
      : {
          ...(balance.data ?? { remainingRollover: 0, remainingExtraSurf: 0, unit: 'GB' }),
          remaining: round((balance.data?.remaining ?? 0) + row.product.dataGb),
          total: round((balance.data?.total ?? 0) + row.product.dataGb),
        };
  await tx.query(
    `insert into mypages_balances (subscription_id, data, saldo, updated_at)
     values ($1, $2, $3, $4)
     on conflict (subscription_id) do update
       set data = excluded.data, saldo = excluded.saldo, updated_at = excluded.updated_at`,
    [row.subscription_id, JSON.stringify(data), JSON.stringify(saldo), now],
  );
  const payment = await findPayment(tx, row.payment_id, now);
  await tx.query(
    `insert into mypages_topups (id, subscription_id, created_at, title, amount, payment_method)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      row.id,
      row.subscription_id,
      now,
      topUpTitle(row.product),
      row.amount,
      payment?.method === 'swish' ? 'SWISH' : 'CARD',
    ],
  );
}

/**
 * Bring a top-up up to date with its payment: the payment's state becomes the top-up's, and a
 * paid top-up is credited once. The claim (`credited_at is null` → now) and the credit are one
 * transaction, so concurrent readers, the payment hook and a restart never credit twice.
 */
export async function settleTopUp(db: Db, topUpId: string, now: Date): Promise<TopUpRow | null> {
  const row = await loadTopUp(db, topUpId);
  if (!row) return null;
  if (row.credited_at !== null) return row;
  const payment = await findPayment(db, row.payment_id, now);
  if (!payment) return row;
  if (payment.status !== 'paid') {
    if (payment.status === row.status) return row;
    await db.query('update prepaid_topups set status = $2 where id = $1 and credited_at is null', [
      row.id,
      payment.status,
    ]);
    return { ...row, status: payment.status };
  }
  await db.transaction(async (tx) => {
    const [claimed] = await tx.query<TopUpRow & Record<string, unknown>>(
      `update prepaid_topups set status = 'paid', paid_at = $2, credited_at = $3
        where id = $1 and credited_at is null and payment_id = $4
        returning *`,
      [row.id, payment.finishedAt ?? now.toISOString(), now, payment.paymentId],
    );
    if (claimed) await credit(tx, claimed, now);
  });
  return loadTopUp(db, topUpId);
}

async function toTopUp(db: Db, row: TopUpRow, now: Date): Promise<TopUp> {
  const payment = await findPayment(db, row.payment_id, now);
  const balance = row.credited_at ? await readBalance(db, row.subscription_id) : null;
  return {
    topUpId: row.id,
    reference: row.reference,
    msisdn: row.subscription_id,
    product: row.product,
    amount: row.amount,
    fullPrice: row.full_price,
    studentDiscount: row.student_discount,
    status: row.status,
    payment,
    cardPaymentUrl:
      payment?.method === 'card' && payment.status === 'pending'
        ? `${CARD_PAGE_PATH}${payment.paymentId}`
        : null,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    balance: balance
      ? {
          saldoKr: balance.saldo?.remaining ?? null,
          dataRemainingGb: balance.data?.remaining ?? null,
        }
      : null,
  };
}

export async function createTopUp(
  services: Services,
  body: Required<Pick<TopUpCreateRequest, 'msisdn' | 'productId'>> & {
    payment: { method: 'card' | 'swish'; swishPhoneNumber?: string | undefined };
  },
  idempotencyKey: string,
): Promise<TopUp> {
  const topUpId = await runIdempotent(
    services.db,
    { scope: 'prepaid.topUpCreate', key: idempotencyKey, body },
    async (tx) => {
      const now = services.now();
      const number = await checkNumber(tx, body.msisdn);
      const { offeringId, product, categoryTitle } = await findProduct(tx, body.productId);
      const amount =
        number.isStudent && product.studentPrice !== null ? product.studentPrice : product.price;
      const id = randomUUID();
      const reference = newReference();
      const payment = await insertPayment(tx, now, {
        amount,
        method: body.payment.method,
        msisdn: body.msisdn,
        swishPhoneNumber: body.payment.swishPhoneNumber,
        orderReference: reference,
      });
      await tx.query(
        `insert into prepaid_topups
           (id, reference, subscription_id, offering_id, product, amount, full_price,
            student_discount, payment_id, status, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10)`,
        [
          id,
          reference,
          body.msisdn,
          offeringId,
          JSON.stringify({
            id: product.id,
            name: product.name,
            categoryTitle,
            dataGb: product.dataGb,
            saldoKr: product.saldoKr,
            validityDays: product.validityDays,
          }),
          amount,
          product.price,
          amount < product.price,
          payment.paymentId,
          now,
        ],
      );
      return id;
    },
  );
  return getTopUp(services, topUpId);
}

const topUpNotFound = () =>
  new HttpError(404, [{ field: 'params.topUpId', message: 'Påfyllningen finns inte' }]);

export async function getTopUp(services: Services, topUpId: string): Promise<TopUp> {
  const now = services.now();
  const row = await settleTopUp(services.db, topUpId, now);
  if (!row) throw topUpNotFound();
  return toTopUp(services.db, row, now);
}

/**
 * Pay a top-up again: a pending payment is cancelled first, so two payments never both succeed
 * for one top-up; a paid top-up answers 409.
 */
export async function payTopUp(
  services: Services,
  topUpId: string,
  body: { method: TopUpPaymentRequest['method']; swishPhoneNumber?: string | undefined },
  idempotencyKey: string,
): Promise<TopUp> {
  await runIdempotent(
    services.db,
    { scope: 'prepaid.topUpPay', key: idempotencyKey, body: { topUpId, ...body } },
    async (tx) => {
      const now = services.now();
      const row = await settleTopUp(tx, topUpId, now);
      if (!row) throw topUpNotFound();
      if (row.status === 'paid') {
        throw new HttpError(409, [
          { field: 'params.topUpId', message: 'Påfyllningen är redan betald' },
        ]);
      }
      await tx.query(
        `update payments set status = 'cancelled', finished_at = $2
          where id = $1 and status = 'pending'`,
        [row.payment_id, now],
      );
      const payment = await insertPayment(tx, now, {
        amount: row.amount,
        method: body.method,
        msisdn: row.subscription_id,
        swishPhoneNumber: body.swishPhoneNumber,
        orderReference: row.reference,
      });
      await tx.query(
        `update prepaid_topups set payment_id = $2, status = 'pending' where id = $1`,
        [topUpId, payment.paymentId],
      );
      return topUpId;
    },
  );
  return getTopUp(services, topUpId);
}

/** Every top-up whose payment finished while nobody asked (e.g. before a restart): settle it. */
export async function settleUnsettledTopUps(services: Services): Promise<number> {
  const rows = await services.db.query<{ id: string }>(
    `select t.id from prepaid_topups t join payments p on p.id = t.payment_id
      where t.credited_at is null and p.status = 'paid'`,
  );
  for (const { id } of rows) await settleTopUp(services.db, id, services.now());
  return rows.length;
}

/** The payer approves in the provider's page or app: credit at once, whether or not the browser asks. */
async function settleForPayment(services: Services, payment: Payment): Promise<void> {
  const rows = await services.db.query<{ id: string }>(
    'select id from prepaid_topups where payment_id = $1',
    [payment.paymentId],
  );
  for (const { id } of rows) await settleTopUp(services.db, id, services.now());
}
onPaymentFinished(settleForPayment);
