import { randomUUID } from 'node:crypto';
import { addressSearchContract } from '@lingon/contracts/broadband/address-search';
import {
  evaluateAddressContract,
  type EvaluatedAddress,
} from '@lingon/contracts/broadband/evaluate-address';
import { orderCreateContract } from '@lingon/contracts/broadband/order-create';
import { potentialCustomerCreateContract } from '@lingon/contracts/broadband/potential-customer-create';
import { isCovered, type ProductOffering } from '@lingon/contracts/broadband/product';
import { productByPointContract } from '@lingon/contracts/broadband/product-by-point';
import { campaignsContract, requestedCampaignNames } from '@lingon/contracts/campaigns/campaigns';
import { offersExecuteContract } from '@lingon/contracts/campaigns/offers-execute';
import { telemarketingCampaignsContract } from '@lingon/contracts/campaigns/telemarketing-campaigns';
import { telemarketingOffersExecuteContract } from '@lingon/contracts/campaigns/telemarketing-offers-execute';
import { telemarketingVoucherValidateContract } from '@lingon/contracts/campaigns/telemarketing-voucher-validate';
import { voucherValidateContract } from '@lingon/contracts/campaigns/voucher-validate';
import { Hono } from 'hono';
import { addressSearchKey, findHomes, lookupKey, searchAddresses } from '../broadband/addresses';
import { requestBrowserHash } from '../bankid/orders';
import {
  executeOffers,
  loadCampaigns,
  tvDiscountPersonalNumber,
  validateVoucher,
} from '../broadband/campaigns';
import { CATALOGUE_CACHE_MS, CatalogueCache } from '../lib/catalogue-cache';
import { idempotencyOwner, requestHash, runIdempotent } from '../lib/idempotency';
import { parallelBatches, RequestBatch, WriteBatch } from '../lib/write-batch';
import { findPoint, offeringForPoint } from '../broadband/offering';
import {
  channelOf,
  checkOrder,
  placeOrders,
  type OrderCreateAnswer,
  type OrderCreateRequest,
} from '../broadband/orders';
import type { AppEnv } from '../context';
import type { Db } from '../db/db';
import { requireSession, requireTelemarketing } from '../lib/auth';
import type { PreparedAnswer } from '../lib/http';
import { HttpError, prepareAnswer, route } from '../lib/http';

/** Orders placed in one transaction at most (the rest wait for the next). */
const ORDER_BATCH_SIZE = 200;

/** A potential customer recorded by the evaluation of an uncovered address. */
type EvaluatedRow = {
  id: string;
  street_name: string;
  street_number: string;
  entrance: string;
  apartment_number: string;
  city: string;
  point_id: string | null;
  created_at: string;
};

async function insertEvaluated(db: Db, rows: EvaluatedRow[]): Promise<void> {
  await db.query(
    `insert into broadband_potential_customers
       (id, status, street_name, street_number, entrance, apartment_number, city, point_id, created_at)
     select id, 'EVALUATED', street_name, street_number, entrance, apartment_number, city, point_id,
            created_at
       from jsonb_to_recordset($1::jsonb) as t(id text, street_name text, street_number text,
            entrance text, apartment_number text, city text, point_id text, created_at timestamptz)`,
    [JSON.stringify(rows)],
  );
}

/** The broadband services (SPEC §7 Broadband) and the campaign service (Campaigns v3). */
export function broadbandRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Answers drawn from the catalogue alone are reused for a while (lib/catalogue-cache.ts),
  // checked against their contract and serialised once (PreparedAnswer); the rate limit, the
  // potential customer an evaluation records and every order still reach the database.
  const searches = new CatalogueCache<PreparedAnswer>(2000, CATALOGUE_CACHE_MS);
  const evaluations = new CatalogueCache<{
    addresses: EvaluatedAddress[];
    product: ProductOffering | null;
    /** The whole answer when the address is covered (no potential customer to record). */
    covered: PreparedAnswer | null;
  }>(2000, CATALOGUE_CACHE_MS);
  const offerings = new CatalogueCache<PreparedAnswer | null>(5000, CATALOGUE_CACHE_MS);
  // One app serves one database: the batch is made for it on first use.
  let evaluated: WriteBatch<EvaluatedRow> | null = null;
  const evaluatedBatch = (db: Db) =>
    (evaluated ??= new WriteBatch((rows) => insertEvaluated(db, rows), 500, parallelBatches(db)));
  let orders: RequestBatch<OrderCreateRequest, OrderCreateAnswer> | null = null;
  const orderBatch = (db: Db) =>
    (orders ??= new RequestBatch(
      (requests) => db.transaction((tx) => placeOrders(tx, orderCreateContract.id, requests)),
      ORDER_BATCH_SIZE,
      parallelBatches(db),
    ));

  route(app, addressSearchContract, ({ body, c }) =>
    searches.get(addressSearchKey(body), async () =>
      prepareAnswer(addressSearchContract, await searchAddresses(c.get('db'), body)),
    ),
  );

  route(app, evaluateAddressContract, async ({ body, c }) => {
    const db = c.get('db');
    const key = JSON.stringify([
      lookupKey(body.city),
      lookupKey(body.streetName),
      body.streetNumber.trim(),
      lookupKey(body.entrance),
      body.productCategory,
    ]);
    const { addresses, product, covered } = await evaluations.get(key, async () => {
      const homes = await findHomes(db, body);
      const first = homes[0];
      const point = first ? await findPoint(db, first.pointId) : null;
      const offering = point ? await offeringForPoint(db, point, body.productCategory) : null;
      return {
        addresses: homes,
        product: offering,
        covered: isCovered(offering)
          ? prepareAnswer(evaluateAddressContract, {
              addresses: homes,
              product: offering,
              potentialCustomer: null,
            })
          : null,
      };
    });
    if (covered) return covered;
    const first = addresses[0];
    // Not covered: remember the address so that the waiting-list sign-up can refer to it. The
    // row is stored before the answer; rows of concurrent evaluations share one statement.
    const id = randomUUID();
    await evaluatedBatch(db).add({
      id,
      street_name: first?.streetName ?? body.streetName,
      street_number: first?.streetNumber ?? body.streetNumber,
      entrance: body.entrance,
      apartment_number: first && addresses.length === 1 ? first.apartmentNumber : '',
      city: first?.city ?? body.city,
      point_id: first && addresses.length === 1 ? first.pointId : null,
      created_at: c.get('services').now().toISOString(),
    });
    return { addresses, product, potentialCustomer: { id } };
  });

  route(app, productByPointContract, async ({ params, c }) => {
    const db = c.get('db');
    const offering = await offerings.get(params.pointId, async () => {
      const point = await findPoint(db, params.pointId);
      return point
        ? prepareAnswer(productByPointContract, await offeringForPoint(db, point))
        : null;
    });
    if (!offering) {
      throw new HttpError(404, [{ field: 'params.pointId', message: 'Okänd anslutningspunkt' }]);
    }
    return offering;
  });

  route(app, orderCreateContract, async ({ body, headers, session, c }) => {
    // With a telemarketing key the agent's channel places the order for the TM_CUSTOMER.
    let orderSession = session;
    if (headers['x-telemarketing-key'] !== undefined) {
      const tm = await requireTelemarketing(c);
      if ('errors' in tm) throw new HttpError(tm.status, tm.errors);
      orderSession = tm.session;
    }
    // Concurrent orders are placed together, in one transaction (group commit): each is
    // answered once that transaction has committed.
    return orderBatch(c.get('db')).add({
      details: body,
      session: orderSession,
      prefix: 'body',
      now: c.get('services').now(),
      key: headers['idempotency-key'],
      hash: requestHash(body),
    });
  });

  route(app, potentialCustomerCreateContract, async ({ body, c }) => {
    const db = c.get('db');
    const now = c.get('services').now();
    const contact = [body.name, body.email, body.mobile ?? null, now];
    if (body.id) {
      const updated = await db.query(
        `update broadband_potential_customers
            set status = 'SIGNED_UP', name = $2, email = $3, mobile = $4, signed_up_at = $5,
                apartment_number = case when $6 = '' then apartment_number else $6 end
          where id = $1 returning id`,
        [body.id, ...contact, body.address.apartmentNumber],
      );
      if (updated.length === 0) {
        throw new HttpError(404, [{ field: 'body.id', message: 'Okänd intresseanmälan' }]);
      }
      return { success: true, id: body.id };
    }
    const id = randomUUID();
    await db.query(
      `insert into broadband_potential_customers
         (id, status, name, email, mobile, signed_up_at, street_name, street_number, entrance,
          apartment_number, city, created_at)
       values ($1, 'SIGNED_UP', $2, $3, $4, $5, $6, $7, $8, $9, $10, $5)`,
      [
        id,
        ...contact,
        body.address.streetName,
        body.address.streetNumber,
        body.address.entrance,
        body.address.apartmentNumber,
        body.address.city,
      ],
    );
    return { success: true, id };
  });

  for (const contract of [campaignsContract, telemarketingCampaignsContract]) {
    route(app, contract, async ({ query, headers, session, c }) => {
      // The public call is personalised when a customer is signed in; TM by the TM_CUSTOMER.
      const customer = session ?? (await requireSession(c));
      let personalNumber = customer?.personalNumber ?? null;
      // An anonymous visitor who verified with BankID on the TV bundle page or signed the order
      // in the checkout (SPEC §4).
      if (!personalNumber && contract === campaignsContract && query.bankidOrderRef) {
        personalNumber = await tvDiscountPersonalNumber(
          c.get('db'),
          query.bankidOrderRef,
          requestBrowserHash(c),
          c.get('services').now(),
        );
      }
      const campaigns = await loadCampaigns(
        c.get('db'),
        requestedCampaignNames(query, headers),
        channelOf(session),
        personalNumber,
      );
      return { campaigns };
    });
  }

  for (const contract of [voucherValidateContract, telemarketingVoucherValidateContract]) {
    route(app, contract, ({ params, session, c }) =>
      validateVoucher(c.get('db'), params.voucher, channelOf(session), c.get('services').now()),
    );
  }

  for (const contract of [offersExecuteContract, telemarketingOffersExecuteContract]) {
    route(app, contract, ({ body, headers, session, c }) =>
      runIdempotent(
        c.get('db'),
        {
          scope: contract.id,
          owner: idempotencyOwner(session),
          key: headers['idempotency-key'],
          body,
        },
        async (tx) => {
          const order = await checkOrder(
            tx,
            body.order,
            session,
            'body.order',
            c.get('services').now(),
          );
          const executionResults = await executeOffers(
            tx,
            order,
            body.offers,
            c.get('services').now(),
          );
          return { executionResults };
        },
      ),
    );
  }

  return app;
}
