import { pricedMediaPlayers } from '@lingon/contracts/broadband/media-players';
import { randomBytes } from 'node:crypto';
import { resolveAccessId } from '@lingon/contracts/broadband/evaluate-address';
import type { orderDetailsSchema } from '@lingon/contracts/broadband/order-create';
import { currentPrice, type Product } from '@lingon/contracts/broadband/product';
import type { FieldError } from '@lingon/contracts/errors';
import type { SalesChannel } from '@lingon/contracts/fixtures/broadband-campaigns';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { claimKeys, releaseKeys, storeAnswers } from '../lib/idempotency';
import type { Settled } from '../lib/write-batch';
import { bankidVerdict, lockBankidOrders, type BankidOrderFacts } from './bankid-verification';
import { findPointsWithProducts, type PointRow, type PointWithProduct } from './offering';

export type OrderDetails = z.output<typeof orderDetailsSchema>;

/** SPEC §8 / §5: the BankID text shown when the identity is not verified. */
export const BANKID_REQUIRED =
  'Du måste verifiera din identitet med BankID för att genomföra din beställning';

/** The sales channel an order is recorded with: the agent's channel, else the website. */
export function channelOf(session: Session | null): SalesChannel {
  return session && session.channel !== 'customer' ? session.channel : 'web';
}

/** What an order row records: the sales channel, or 'Partner' for an order from a partner's page. */
export type OrderChannel = SalesChannel | 'Partner';

export interface CheckedOrder {
  details: OrderDetails;
  /** When the order was checked: prices (media-player offer) are taken at this moment. */
  now: Date;
  point: PointRow;
  product: Product;
  accessId: string;
  /** The channel offers and vouchers are checked for ('web' also for a partner's visitor). */
  channel: SalesChannel;
  /** The partner a web order came through (recorded as channel 'Partner'); null otherwise. */
  partnerId: string | null;
  creditRefused: boolean;
}

/** The channel an order row is recorded with. */
export function recordedChannel(order: Pick<CheckedOrder, 'channel' | 'partnerId'>): OrderChannel {
  return order.partnerId ? 'Partner' : order.channel;
}

/** An order to check: its details, who places it, where the details sit and when. */
export interface OrderToCheck {
  details: OrderDetails;
  session: Session | null;
  /** Where the details sit in the request body ('body' or 'body.order'), for field errors. */
  prefix: string;
  now: Date;
}

/** What the BankID order and the customer's earlier orders say, as read for one order. */
interface OrderFacts {
  /** The BankID order's row; null when there is none. */
  bankid: BankidOrderFacts | null;
  /** Whether the verification placed an order already. */
  used: boolean;
  /** Whether the customer's credit is refused. */
  refused: boolean;
}

/**
 * Everything an order must satisfy before it is placed, for several orders at once with one query
 * per kind of fact (inside the caller's transaction): each order's checked form, or its own
 * HttpError with field errors. One BankID verification places one order, so of two orders on one
 * verification the second is refused as the verification already used.
 */
export async function checkOrders(
  db: Db,
  orders: OrderToCheck[],
): Promise<Settled<CheckedOrder>[]> {
  if (orders.length === 0) return [];
  const found = await findPointsWithProducts(
    db,
    orders.map(({ details }) => ({ pointId: details.pointId, productId: details.productId })),
  );
  // Orders on one verification one after the other: the BankID orders' rows are locked (and
  // read) first, and whether a verification placed an order already is read after, in a statement
  // of its own, so it sees one placed at the same moment under another idempotency key.
  const refs = [...new Set(orders.map(({ details }) => details.bankidOrderRef))];
  const bankidRows = await lockBankidOrders(db, refs);
  const bankid = new Map(bankidRows.map((row) => [row.order_ref, row]));
  const earlier = await db.query<{ kind: 'used' | 'refused'; value: string }>(
    `select 'used' as kind, bankid_order_ref as value from broadband_orders
      where bankid_order_ref = any($1::text[])
     union all
     select 'refused', personal_number from broadband_credit_refusals
      where personal_number = any($2::text[])`,
    [refs, [...new Set(orders.map(({ details }) => details.customer.personalNumber))]],
  );
  const used = new Set(earlier.filter((row) => row.kind === 'used').map((row) => row.value));
  const refused = new Set(earlier.filter((row) => row.kind === 'refused').map((row) => row.value));
  const facts = orders.map(({ details }) => ({
    bankid: bankid.get(details.bankidOrderRef) ?? null,
    used: used.has(details.bankidOrderRef),
    refused: refused.has(details.customer.personalNumber),
  }));
  const placed = new Set<string>();
  return orders.map((order, n) => {
    try {
      const checked = judgeOrder(order, found[n] ?? null, facts[n], placed);
      placed.add(order.details.bankidOrderRef);
      return { ok: true, value: checked };
    } catch (error) {
      return { ok: false, error };
    }
  });
}

/** checkOrders for one order: its checked form, or its HttpError thrown. */
export async function checkOrder(
  db: Db,
  details: OrderDetails,
  session: Session | null,
  prefix: string,
  now: Date,
): Promise<CheckedOrder> {
  const [checked] = await checkOrders(db, [{ details, session, prefix, now }]);
  if (!checked?.ok) throw checked?.error;
  return checked.value;
}

/**
 * The checks of one order, in the order a customer should hear of them: the telemarketing
 * customer, the point with the product, then the BankID order with whether it placed an order
 * already (in the database or earlier in this batch: `placed`) and whether the customer's credit
 * is refused. Throws HttpError with field errors.
 */
function judgeOrder(
  { details, session, prefix, now }: OrderToCheck,
  found: PointWithProduct | null,
  facts: OrderFacts | undefined,
  placed: ReadonlySet<string>,
): CheckedOrder {
  const fail = (status: 403 | 404 | 409 | 422, errors: FieldError[]): never => {
    throw new HttpError(status, errors);
  };
  const channel = channelOf(session);
  if (channel !== 'web' && session?.personalNumber !== details.customer.personalNumber) {
    fail(422, [
      {
        field: `${prefix}.customer.personalNumber`,
        message: 'Personnumret stämmer inte med kunden i samtalet (TM_CUSTOMER)',
      },
    ]);
  }
  if (!found) {
    return fail(422, [{ field: `${prefix}.pointId`, message: 'Okänd anslutningspunkt' }]);
  }
  const { point, product } = found;
  if (details.apartmentNumber && details.apartmentNumber !== point.apartment_number) {
    fail(422, [
      {
        field: `${prefix}.apartmentNumber`,
        message: 'Lägenhetsnumret hör inte till den valda bostaden',
      },
    ]);
  }
  if (!product) {
    return fail(422, [
      { field: `${prefix}.productId`, message: 'Produkten finns inte på den här adressen' },
    ]);
  }
  const bankid = bankidVerdict(facts?.bankid ?? null, details.customer.personalNumber, now);
  if (!bankid.verified) {
    fail(422, [{ field: `${prefix}.bankidOrderRef`, message: BANKID_REQUIRED }]);
  }
  // One BankID verification places one order (or one set of campaign orders).
  if (facts?.used || placed.has(details.bankidOrderRef)) {
    fail(409, [
      {
        field: `${prefix}.bankidOrderRef`,
        message: 'BankID-verifieringen är redan använd för en beställning. Verifiera dig igen.',
      },
    ]);
  }
  return {
    details,
    point,
    product,
    accessId: resolveAccessId(point.access_id, point.access_type_code, point.point_id),
    channel,
    // An agent's order is the agent's, whatever page the customer once came from.
    partnerId: channel === 'web' ? (details.partnerId ?? null) : null,
    creditRefused: Boolean(facts?.refused),
    now,
  };
}

export function newOrderId(): string {
  return `BB-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** The campaign offer an order row records (null for a plain order). */
export interface RecordedOffer {
  campaignName: string;
  offerName: string;
  voucher: string | null;
  msisdn: string | null;
  monthlyDiscount: number;
  freeMonths: number;
}

/** Persist order rows with their audit entries, in one statement; answers the orders' ids. */
export async function insertOrders(
  db: Db,
  orders: { order: CheckedOrder; offer: RecordedOffer | null }[],
): Promise<string[]> {
  if (orders.length === 0) return [];
  const rows = orders.map(({ order, offer }) => {
    const { details } = order;
    const state = order.creditRefused ? 'CREDIT_REFUSED' : 'RECEIVED';
    const channel = recordedChannel(order);
    return {
      id: newOrderId(),
      state,
      channel,
      personal_number: details.customer.personalNumber,
      customer: details.customer,
      point_id: order.point.point_id,
      product_id: order.product.id,
      apartment_number: order.point.apartment_number,
      access_id: order.accessId,
      access_type_code: order.point.access_type_code,
      communication_operator_id: order.point.communication_operator_id,
      hardware: details.hardware,
      bankid_order_ref: details.bankidOrderRef,
      campaign_name: offer?.campaignName ?? null,
      offer_name: offer?.offerName ?? null,
      voucher: offer?.voucher ?? null,
      msisdn: offer?.msisdn ?? null,
      monthly_price: currentPrice(order.product) ?? 0,
      monthly_discount: offer?.monthlyDiscount ?? 0,
      free_months: offer?.freeMonths ?? 0,
      hardware_lines: pricedMediaPlayers(details.hardware, order.now),
      partner_id: order.partnerId,
      actor: `${channel}:${details.customer.personalNumber}`,
      audit: { state, productId: order.product.id, pointId: order.point.point_id, offer },
    };
  });
  // The orders and their audit entries in one statement (one round trip, one outcome).
  await db.query(
    `with incoming as (
       select * from jsonb_to_recordset($1::jsonb) as t(
         id text, state text, channel text, personal_number text, customer jsonb, point_id text,
         product_id text, apartment_number text, access_id text, access_type_code text,
         communication_operator_id text, hardware jsonb, bankid_order_ref text,
         campaign_name text, offer_name text, voucher text, msisdn text, monthly_price integer,
         monthly_discount integer, free_months integer, hardware_lines jsonb, partner_id text,
         actor text, audit jsonb)
     ), placed as (
       insert into broadband_orders (
         id, state, channel, personal_number, customer, point_id, product_id, apartment_number,
         access_id, access_type_code, communication_operator_id, hardware, bankid_order_ref,
         campaign_name, offer_name, voucher, msisdn, monthly_price, monthly_discount, free_months,
         hardware_lines, partner_id)
       select id, state, channel, personal_number, customer, point_id, product_id,
              apartment_number, access_id, access_type_code, communication_operator_id, hardware,
              bankid_order_ref, campaign_name, offer_name, voucher, msisdn, monthly_price,
              monthly_discount, free_months, hardware_lines, partner_id
         from incoming
       returning id
     )
     insert into audit_log (actor, action, entity, entity_id, new_value)
     select incoming.actor, 'broadband.order.create', 'broadband_order', placed.id, incoming.audit
       from placed join incoming using (id)`,
    [JSON.stringify(rows)],
  );
  return rows.map((row) => row.id);
}

/** Persist one order row (and its audit entry); answers the order id. */
export async function insertOrder(
  db: Db,
  order: CheckedOrder,
  offer: RecordedOffer | null,
): Promise<string> {
  const [id] = await insertOrders(db, [{ order, offer }]);
  return id as string;
}

/** An order create request (`POST …/v2/order/create`) as the batch places it. */
export interface OrderCreateRequest extends OrderToCheck {
  /** Its Idempotency-Key, if it has one, and the hash of its body. */
  key: string | undefined;
  hash: string;
}

export interface OrderCreateAnswer {
  success: boolean;
  orderId: string;
}

/**
 * Place several order create requests in the caller's transaction, with a fixed number of
 * statements whatever their number (lib/write-batch.ts): claim their Idempotency-Keys, check the
 * orders, insert the accepted ones with their audit entries, store their answers, and give back
 * the keys of the refused, whose refusals are their own outcomes. A key that comes twice is
 * placed after the first has its answer, as a repeat arriving after its commit would be.
 */
export async function placeOrders(
  tx: Db,
  scope: string,
  requests: OrderCreateRequest[],
): Promise<Settled<OrderCreateAnswer>[]> {
  const outcomes: Settled<OrderCreateAnswer>[] = [];
  const keys = new Set<string>();
  const first: number[] = [];
  const repeats: number[] = [];
  requests.forEach(({ key }, index) => {
    if (key !== undefined && keys.has(key)) return void repeats.push(index);
    if (key !== undefined) keys.add(key);
    first.push(index);
  });
  const keyed = first.filter((index) => requests[index]?.key !== undefined);
  const claims = await claimKeys<OrderCreateAnswer>(
    tx,
    scope,
    keyed.map((index) => {
      const request = requests[index] as OrderCreateRequest;
      return { key: request.key as string, hash: request.hash };
    }),
  );
  const claimed = new Set<number>();
  keyed.forEach((index, n) => {
    const claim = claims[n];
    if (!claim?.ok) outcomes[index] = claim ?? { ok: false, error: new Error('No claim') };
    else if (!claim.value.claimed) outcomes[index] = { ok: true, value: claim.value.answer };
    else claimed.add(index);
  });
  const toCheck = first.filter((index) => requests[index]?.key === undefined || claimed.has(index));
  const checked = await checkOrders(
    tx,
    toCheck.map((index) => requests[index] as OrderCreateRequest),
  );
  const accepted: { index: number; order: CheckedOrder }[] = [];
  const refusedKeys: string[] = [];
  toCheck.forEach((index, n) => {
    const check = checked[n] as Settled<CheckedOrder>;
    if (check.ok) return void accepted.push({ index, order: check.value });
    outcomes[index] = check;
    const key = requests[index]?.key;
    if (key !== undefined) refusedKeys.push(key);
  });
  const ids = await insertOrders(
    tx,
    accepted.map(({ order }) => ({ order, offer: null })),
  );
  const answers: { key: string; response: OrderCreateAnswer }[] = [];
  accepted.forEach(({ index, order }, n) => {
    const answer = { success: !order.creditRefused, orderId: ids[n] as string };
    outcomes[index] = { ok: true, value: answer };
    const key = requests[index]?.key;
    if (key !== undefined) answers.push({ key, response: answer });
  });
  await storeAnswers(tx, scope, answers);
  await releaseKeys(tx, scope, refusedKeys);
  if (repeats.length > 0) {
    const later = await placeOrders(
      tx,
      scope,
      repeats.map((index) => requests[index] as OrderCreateRequest),
    );
    repeats.forEach((index, n) => {
      outcomes[index] = later[n] as Settled<OrderCreateAnswer>;
    });
  }
  return outcomes;
}
