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
import { bankidVerdict, lockBankidOrder, type BankidOrderFacts } from './bankid-verification';
import { findPointWithProduct, type PointRow } from './offering';

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

/**
 * Everything an order must satisfy before it is placed; `prefix` names where the details sit in
 * the request body ('body' or 'body.order'). Throws HttpError with field errors.
 */
export async function checkOrder(
  db: Db,
  details: OrderDetails,
  session: Session | null,
  prefix: string,
  now: Date,
): Promise<CheckedOrder> {
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
  // The checks in order: the point with the product, then the BankID order with whether it
  // placed an order already and whether the customer's credit is refused.
  const found = await findPointWithProduct(db, details.pointId, details.productId);
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
  // Orders on one verification one after the other, so the check below sees one placed at the
  // same moment under another idempotency key.
  await lockBankidOrder(db, details.bankidOrderRef);
  const [facts] = await db.query<
    Omit<BankidOrderFacts, 'status'> & { status: string | null; used: boolean; refused: boolean }
  >(
    `select b.status, b.personal_number, b.purpose, b.completed_at,
            exists (select 1 from broadband_orders where bankid_order_ref = $1) as used,
            exists (select 1 from broadband_credit_refusals where personal_number = $2) as refused
       from (values (1)) as one (n)
       left join bankid_orders b on b.order_ref = $1`,
    [details.bankidOrderRef, details.customer.personalNumber],
  );
  const bankid = bankidVerdict(
    facts?.status != null ? (facts as BankidOrderFacts) : null,
    details.customer.personalNumber,
    now,
  );
  if (!bankid.verified) {
    fail(422, [{ field: `${prefix}.bankidOrderRef`, message: BANKID_REQUIRED }]);
  }
  // One BankID verification places one order (or one set of campaign orders).
  if (facts?.used) {
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

/** Persist one order row (and its audit entry); answers the order id. */
export async function insertOrder(
  db: Db,
  order: CheckedOrder,
  offer: {
    campaignName: string;
    offerName: string;
    voucher: string | null;
    msisdn: string | null;
    monthlyDiscount: number;
    freeMonths: number;
  } | null,
): Promise<string> {
  const id = newOrderId();
  const { details } = order;
  const state = order.creditRefused ? 'CREDIT_REFUSED' : 'RECEIVED';
  // The order and its audit entry in one statement (one round trip, one outcome).
  await db.query(
    `with placed as (
       insert into broadband_orders (
         id, state, channel, personal_number, customer, point_id, product_id, apartment_number,
         access_id, access_type_code, communication_operator_id, hardware, bankid_order_ref,
         campaign_name, offer_name, voucher, msisdn, monthly_price, monthly_discount, free_months,
         hardware_lines, partner_id)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15,
               $16, $17, $18, $19, $20, $21::jsonb, $22)
       returning id
     )
     insert into audit_log (actor, action, entity, entity_id, new_value)
     select $23::text, 'broadband.order.create', 'broadband_order', id, $24::jsonb from placed`,
    [
      id,
      state,
      recordedChannel(order),
      details.customer.personalNumber,
      JSON.stringify(details.customer),
      order.point.point_id,
      order.product.id,
      order.point.apartment_number,
      order.accessId,
      order.point.access_type_code,
      order.point.communication_operator_id,
      JSON.stringify(details.hardware),
      details.bankidOrderRef,
      offer?.campaignName ?? null,
      offer?.offerName ?? null,
      offer?.voucher ?? null,
      offer?.msisdn ?? null,
      currentPrice(order.product) ?? 0,
      offer?.monthlyDiscount ?? 0,
      offer?.freeMonths ?? 0,
      JSON.stringify(pricedMediaPlayers(details.hardware, order.now)),
      order.partnerId,
      `${recordedChannel(order)}:${details.customer.personalNumber}`,
      JSON.stringify({ state, productId: order.product.id, pointId: order.point.point_id, offer }),
    ],
  );
  return id;
}
