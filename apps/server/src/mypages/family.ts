import { randomUUID } from 'node:crypto';
import { FAMILY_FREE_NUMBERS_SHOWN } from '@lingon/contracts/fixtures/family-offer';
import { mobilePlan } from '@lingon/contracts/fixtures/mobile-plans';
import { familyAddons, newSubscriptionBalance } from '@lingon/contracts/fixtures/mypages';
import {
  familyMonthlyPrice,
  familyOfferTerms,
  familyOrderContract,
  familyOrderLines,
  familyPlanOffer,
  type FamilyOffer,
  type FamilyOrderInput,
  type FamilyOrderRequest,
  type FamilyOrderSummary,
} from '@lingon/contracts/mypages/family-order';
import { isFamilyCampaignActive } from '@lingon/contracts/mypages/rules';
import { verifyBankidOrder } from '../broadband/bankid-verification';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { idempotencyOwner, runIdempotent } from '../lib/idempotency';
import { audit, auditActor } from './audit';
import { notFound } from './errors';
import { insertAddons } from './addons';
import { recordOrder } from './orders';
import { insertBalance } from './subscriptions';

const FIELD = 'body.order.products.0';

const conflict = (status: 404 | 409 | 422, field: string, message: string) =>
  new HttpError(status, [{ field, message }]);

const BANKID_REFUSED: Record<string, string> = {
  unknown: 'Vi hittar ingen underskrift med BankID. Skriv under igen.',
  'not-complete': 'Underskriften med BankID är inte klar. Skriv under igen.',
  'wrong-purpose': 'Underskriften gällde något annat. Skriv under beställningen igen.',
  expired: 'Underskriften är för gammal. Skriv under igen.',
  'other-person': 'Beställningen måste skrivas under av dig själv med ditt BankID.',
};

type PlanRow = {
  plan_code: string;
  name: string;
  data_gb: number | null;
  monthly_price: number;
  kind: 'MAIN' | 'FAMILY';
  sort_order: number;
};

async function familyPlans(db: Db) {
  const rows = await db.query<PlanRow>(
    `select plan_code, name, data_gb, monthly_price, kind, sort_order from mypages_mobile_plans
      where kind = 'FAMILY' order by sort_order, plan_code`,
  );
  return rows.map((row) =>
    familyPlanOffer({
      planCode: row.plan_code,
      name: row.name,
      dataGb: row.data_gb,
      monthlyPrice: Number(row.monthly_price),
      kind: row.kind,
      sortOrder: row.sort_order,
    }),
  );
}

/** The customer's own active postpaid subscriptions that are not themselves family members. */
async function mainSubscriptions(db: Db, personalNumber: string) {
  const rows = await db.query<{ id: string; name: string; display_name: string | null }>(
    `select id, name, display_name from mypages_subscriptions
      where personal_number = $1 and subscription_type = 'POSTPAID_VOICE'
        and traffic_status_code = 'ACTIVE' and main_msisdn is null
      order by sort_order, id`,
    [personalNumber],
  );
  return rows.map((row) => ({ msisdn: row.id, name: row.display_name ?? row.name }));
}

/** The family offer for the signed-in customer. */
export async function familyOffer(db: Db, personalNumber: string): Promise<FamilyOffer> {
  const free = await db.query<{ msisdn: string }>(
    `select msisdn from mypages_free_numbers where reserved_by_order is null
      order by msisdn limit $1`,
    [FAMILY_FREE_NUMBERS_SHOWN],
  );
  return {
    plans: await familyPlans(db),
    mainSubscriptions: await mainSubscriptions(db, personalNumber),
    freeNumbers: free.map((row) => row.msisdn),
    ...familyOfferTerms(),
  };
}

function addMonths(date: Date, months: number): string {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next.toISOString().slice(0, 10);
}

/**
 * Place a family subscription order: signed by the customer with BankID ('mobile-order'), joined
 * to one of the customer's own postpaid subscriptions, with a free number reserved under a row
 * lock (two orders cannot take the same one) or a number moved from another operator. The new
 * subscription, the order history row with its confirmation, the order and the audit row are one
 * transaction, answered once per Idempotency-Key.
 */
export async function orderFamilySubscription(
  db: Db,
  session: Session,
  input: FamilyOrderInput,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ orderId: string }> {
  const body: FamilyOrderRequest = input;
  return runIdempotent(
    db,
    {
      scope: familyOrderContract.id,
      owner: idempotencyOwner(session),
      key: idempotencyKey,
      body,
    },
    async (tx) => {
      const { order } = input;
      const [product] = order.products;
      if (!product) throw conflict(422, 'body.order.products', 'Välj ett familjeabonnemang');
      const { plan, planOptions } = product;
      if (order.customer.socialSecurityNumber !== session.personalNumber) {
        throw conflict(
          422,
          'body.order.customer.socialSecurityNumber',
          'Personnumret ska vara ditt eget: du beställer i ditt namn',
        );
      }
      const bankid = await verifyBankidOrder(
        tx,
        input.bankidOrderRef,
        session.personalNumber,
        now,
        'mobile-order',
      );
      if (!bankid.verified) {
        throw conflict(
          422,
          'body.bankidOrderRef',
          BANKID_REFUSED[bankid.reason] ?? BANKID_REFUSED['unknown']!,
        );
      }
      const [used] = await tx.query(
        'select 1 from mypages_family_orders where bankid_order_ref = $1',
        [input.bankidOrderRef],
      );
      if (used) {
        throw conflict(
          409,
          'body.bankidOrderRef',
          'Underskriften är redan använd. Skriv under igen.',
        );
      }
      const plans = await familyPlans(tx);
      const chosen = plans.find((candidate) => candidate.planCode === plan.PlanCode);
      if (!chosen) {
        throw conflict(
          422,
          `${FIELD}.plan.PlanCode`,
          'Abonnemanget finns inte som familjeabonnemang',
        );
      }
      const [main] = await tx.query<{
        id: string;
        subscription_type: string;
        traffic_status_code: string;
        main_msisdn: string | null;
      }>(
        `select id, subscription_type, traffic_status_code, main_msisdn from mypages_subscriptions
          where id = $1 and personal_number = $2 for update`,
        [planOptions.MainMsisdn, session.personalNumber],
      );
      if (!main) throw notFound(`${FIELD}.planOptions.MainMsisdn`, 'Abonnemanget hittades inte');
      if (
        main.subscription_type !== 'POSTPAID_VOICE' ||
        main.traffic_status_code !== 'ACTIVE' ||
        main.main_msisdn !== null
      ) {
        throw conflict(
          422,
          `${FIELD}.planOptions.MainMsisdn`,
          'Ett familjeabonnemang kopplas till ett eget aktivt mobilabonnemang med faktura',
        );
      }
      // A subscription on its way to another owner takes no family members: they would be
      // joined to, and discounted through, someone else's subscription once it moves.
      const [transferring] = await tx.query(
        `select 1 from mypages_transfers
          where subscription_id = $1 and status = 'PENDING' and expires_at > $2`,
        [main.id, now],
      );
      if (transferring) {
        throw conflict(
          409,
          `${FIELD}.planOptions.MainMsisdn`,
          'Abonnemanget håller på att överlåtas till någon annan. Ett familjeabonnemang kan kopplas till det när överlåtelsen är avslutad.',
        );
      }
      const msisdn = planOptions.Msisdn;
      const msisdnField = `${FIELD}.planOptions.Msisdn`;
      if (planOptions.MsisdnOption === 'NEW') {
        const [free] = await tx.query<{ reserved_by_order: string | null }>(
          'select reserved_by_order from mypages_free_numbers where msisdn = $1 for update',
          [msisdn],
        );
        if (!free) throw conflict(422, msisdnField, 'Numret finns inte bland de lediga numren');
        if (free.reserved_by_order !== null) {
          throw conflict(409, msisdnField, 'Numret har redan valts av någon annan. Välj ett nytt.');
        }
      } else {
        const [pool] = await tx.query('select 1 from mypages_free_numbers where msisdn = $1', [
          msisdn,
        ]);
        const [existing] = await tx.query('select 1 from mypages_subscriptions where id = $1', [
          msisdn,
        ]);
        if (pool || existing) {
          throw conflict(
            409,
            msisdnField,
            'Numret finns redan hos Lingon och kan inte flyttas hit från en annan operatör',
          );
        }
      }
      const terms = familyOfferTerms();
      const campaign = isFamilyCampaignActive(plan.BindingPeriod);
      const monthlyPrice = familyMonthlyPrice(chosen, plan.BindingPeriod);
      const { orderId } = await recordOrder(tx, {
        prefix: 'LO-FAM',
        personalNumber: session.personalNumber,
        category: 'MOBILE',
        title: 'Familjeabonnemang',
        lines: familyOrderLines({ plan: chosen, msisdn, bindingPeriod: plan.BindingPeriod }),
        now,
      });
      if (planOptions.MsisdnOption === 'NEW') {
        await tx.query(
          'update mypages_free_numbers set reserved_by_order = $2, reserved_at = $3 where msisdn = $1',
          [msisdn, orderId, now],
        );
      }
      const [{ next_order }] = (await tx.query<{ next_order: number }>(
        `select coalesce(max(sort_order), 0) + 1 as next_order from mypages_subscriptions
          where personal_number = $1`,
        [session.personalNumber],
      )) as [{ next_order: number }];
      await tx.query(
        `insert into mypages_subscriptions
           (id, uid, personal_number, subscription_type, name, commitment_end_date, binding_months,
            advertisement_status, traffic_status_code, main_msisdn, plan_code, sort_order)
         values ($1, $2, $3, 'POSTPAID_VOICE', $4, $5, $6, 'ALLOWED', 'ACTIVE', $7, $8, $9)`,
        [
          msisdn,
          randomUUID(),
          session.personalNumber,
          chosen.name,
          plan.BindingPeriod > 0 ? addMonths(now, plan.BindingPeriod) : null,
          plan.BindingPeriod,
          main.id,
          chosen.planCode,
          Number(next_order),
        ],
      );
      // A working subscription from the start, as the seeded family subscriptions are: its
      // addons, and the charging system's first snapshot with the plan's whole allowance. A number
      // moved from another operator has no snapshot until the move is done (no balance yet).
      await insertAddons(tx, msisdn, familyAddons());
      if (planOptions.MsisdnOption === 'NEW') {
        await insertBalance(tx, msisdn, newSubscriptionBalance(chosen.dataGb));
      }
      await tx.query(
        `insert into mypages_family_orders
           (order_id, personal_number, created_on, subscription_id, main_msisdn, plan_code,
            binding_period, monthly_price, msisdn_option, transfer_from_personal_number,
            hidden_number, customer, billing_address, shipping_address, free_shipping,
            upfront_cost, bankid_order_ref)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          orderId,
          session.personalNumber,
          now,
          msisdn,
          main.id,
          chosen.planCode,
          plan.BindingPeriod,
          monthlyPrice,
          planOptions.MsisdnOption,
          planOptions.TransferFromSocialSecurityNumber ?? null,
          planOptions.HiddenNumber,
          JSON.stringify(order.customer),
          JSON.stringify(order.billingAddress),
          JSON.stringify(order.shippingAddress),
          terms.freeShipping,
          terms.upfrontCost,
          input.bankidOrderRef,
        ],
      );
      await audit(tx, {
        actor: auditActor(session),
        action: 'subscription.family.order',
        entity: 'mypages_subscription',
        entityId: msisdn,
        oldValue: null,
        newValue: {
          orderId,
          mainMsisdn: main.id,
          planCode: chosen.planCode,
          bindingPeriod: plan.BindingPeriod,
          msisdnOption: planOptions.MsisdnOption,
          isFamilyCampaignActive: campaign,
        },
        at: now,
      });
      return { orderId };
    },
  );
}

/** One of the customer's family orders, for its confirmation page. */
export async function familyOrderSummary(
  db: Db,
  personalNumber: string,
  orderId: string,
): Promise<FamilyOrderSummary> {
  const [row] = await db.query<{
    order_id: string;
    created_on: Date | string;
    subscription_id: string;
    main_msisdn: string;
    plan_code: string;
    binding_period: number;
    monthly_price: number;
    msisdn_option: 'NEW' | 'PORT_IN';
    hidden_number: boolean;
    customer: { email: string };
    shipping_address: FamilyOrderSummary['shippingAddress'];
    free_shipping: boolean;
    upfront_cost: number;
  }>(
    `select order_id, created_on, subscription_id, main_msisdn, plan_code, binding_period,
            monthly_price, msisdn_option, hidden_number, customer, shipping_address,
            free_shipping, upfront_cost
       from mypages_family_orders where order_id = $1 and personal_number = $2`,
    [orderId, personalNumber],
  );
  if (!row) throw notFound('params.orderId', 'Beställningen hittades inte');
  return {
    orderId: row.order_id,
    createdOn: new Date(row.created_on).toISOString(),
    planCode: row.plan_code,
    planName: mobilePlan(row.plan_code)?.name ?? row.plan_code,
    bindingPeriod: Number(row.binding_period),
    isFamilyCampaignActive: isFamilyCampaignActive(row.binding_period),
    monthlyPrice: Number(row.monthly_price),
    msisdn: row.subscription_id,
    msisdnOption: row.msisdn_option,
    hiddenNumber: row.hidden_number,
    mainMsisdn: row.main_msisdn,
    email: row.customer.email,
    shippingAddress: row.shipping_address,
    freeShipping: row.free_shipping,
    upfrontCost: Number(row.upfront_cost),
  };
}
