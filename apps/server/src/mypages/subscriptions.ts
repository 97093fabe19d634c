import {
  connectedGroups,
  type ConnectedSubscriptionsResponse,
} from '@lingon/contracts/mypages/connected-subscriptions';
import { surfsimRefusal, type SurfsimRefusal } from '@lingon/contracts/mypages/surfsim-validate';
import type {
  Addon,
  Balance,
  Subscription,
  SubscriptionDetails,
} from '@lingon/contracts/mypages/schemas';
import type { Db } from '../db/db';
import { notFound } from './errors';

type SubscriptionRow = {
  id: string;
  uid: string;
  subscription_type: Subscription['subscriptionType'];
  name: string;
  display_name: string | null;
  commitment_end_date: string | null;
  prepaid_expire_date: string | null;
  unlimited_valid_until: string | null;
  advertisement_status: Subscription['advertisementStatus'];
  traffic_status_code: Subscription['trafficStatusCode'];
  main_msisdn: string | null;
  surf_sim_count: number;
  product_id: string | null;
};

type AddonOptionRow = {
  subscription_id: string;
  addon_name: string;
  title: string;
  category: Addon['category'];
  option_name: string | null;
  option_title: string | null;
  price: number | null;
  option_active: boolean | null;
};

// Dates as text: node-postgres turns `date` into a local-time Date, which shifts the day.
const SUBSCRIPTION_COLUMNS = `s.id, s.uid::text as uid, s.subscription_type, s.name, s.display_name,
  s.commitment_end_date::text as commitment_end_date, s.prepaid_expire_date::text as prepaid_expire_date,
  s.unlimited_valid_until::text as unlimited_valid_until, s.advertisement_status,
  s.traffic_status_code, s.main_msisdn, s.surf_sim_count, s.product_id`;

/** The addons of the given subscriptions, keyed by subscription id, in catalogue order. */
export async function addonsOf(db: Db, subscriptionIds: string[]): Promise<Map<string, Addon[]>> {
  const byId = new Map<string, Addon[]>(subscriptionIds.map((id) => [id, []]));
  if (subscriptionIds.length === 0) return byId;
  const rows = await db.query<AddonOptionRow>(
    `select a.subscription_id, a.name as addon_name, a.title, a.category,
            o.name as option_name, o.title as option_title, o.price, o.option_active
       from mypages_addons a
       left join mypages_addon_options o
         on o.subscription_id = a.subscription_id and o.addon_name = a.name
      where a.subscription_id = any($1::text[])
      order by a.subscription_id, a.sort_order, o.sort_order`,
    [subscriptionIds],
  );
  const addons = new Map<string, Addon>();
  for (const row of rows) {
    const key = `${row.subscription_id}\u0000${row.addon_name}`;
    let addon = addons.get(key);
    if (!addon) {
      addon = {
        name: row.addon_name,
        active: false,
        title: row.title,
        price: 0,
        options: [],
        category: row.category,
      };
      addons.set(key, addon);
      byId.get(row.subscription_id)?.push(addon);
    }
    if (row.option_name !== null) {
      addon.options.push({
        name: row.option_name,
        title: row.option_title ?? row.option_name,
        price: Number(row.price),
        optionActive: row.option_active === true,
      });
    }
  }
  for (const addon of addons.values()) {
    const active = addon.options.find((option) => option.optionActive);
    const prices = addon.options.map((option) => option.price);
    addon.active = active !== undefined;
    addon.price = active ? active.price : prices.length > 0 ? Math.min(...prices) : 0;
  }
  return byId;
}

function toSubscription(row: SubscriptionRow, addons: Addon[]): Subscription {
  return {
    id: row.id,
    uid: row.uid,
    subscriptionType: row.subscription_type,
    name: row.name,
    addons,
    displayName: row.display_name,
    commitmentEndDate: row.commitment_end_date,
    prepaidExpireDate: row.prepaid_expire_date,
    unlimitedValidUntil: row.unlimited_valid_until,
    advertisementStatus: row.advertisement_status,
    trafficStatusCode: row.traffic_status_code,
    mainMsisdn: row.main_msisdn,
  };
}

/** Every subscription of the customer, mobile and broadband apart. */
export async function listSubscriptions(db: Db, personalNumber: string) {
  const rows = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from mypages_subscriptions s
      where s.personal_number = $1 order by s.sort_order, s.id`,
    [personalNumber],
  );
  const addons = await addonsOf(
    db,
    rows.map((row) => row.id),
  );
  const all = rows.map((row) => toSubscription(row, addons.get(row.id) ?? []));
  return {
    mobileSubscriptions: all.filter((sub) => sub.subscriptionType !== 'BROADBAND'),
    broadbandSubscriptions: all.filter((sub) => sub.subscriptionType === 'BROADBAND'),
  };
}

/** The customer's own subscription with this id, or 404 (also when it is someone else's). */
export async function ownSubscriptionRow(
  db: Db,
  personalNumber: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow> {
  const [row] = await db.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from mypages_subscriptions s
      where s.id = $1 and s.personal_number = $2${options.forUpdate ? ' for update' : ''}`,
    [id, personalNumber],
  );
  if (!row) throw notFound('body.msisdn', 'Abonnemanget hittades inte');
  return row;
}

type BalanceRow = {
  data: Balance['data'];
  messages: Balance['messages'];
  calls: Balance['calls'];
  saldo: Balance['saldo'];
};

/** Store a subscription's balance (the charging system's snapshot): the seed's and a new one's. */
export async function insertBalance(
  db: Db,
  subscriptionId: string,
  balance: Balance,
): Promise<void> {
  // jsonb parameters: a null stays SQL null rather than the JSON literal.
  const json = (value: unknown) =>
    value === null || value === undefined ? null : JSON.stringify(value);
  await db.query(
    'insert into mypages_balances (subscription_id, data, messages, calls, saldo) values ($1, $2, $3, $4, $5)',
    [
      subscriptionId,
      json(balance.data),
      json(balance.messages),
      json(balance.calls),
      json(balance.saldo),
    ],
  );
}

export async function subscriptionDetails(
  db: Db,
  personalNumber: string,
  msisdn: string,
): Promise<SubscriptionDetails> {
  const row = await ownSubscriptionRow(db, personalNumber, msisdn);
  const addons = await addonsOf(db, [row.id]);
  const [balance] = await db.query<BalanceRow>(
    'select data, messages, calls, saldo from mypages_balances where subscription_id = $1',
    [row.id],
  );
  return {
    ...toSubscription(row, addons.get(row.id) ?? []),
    balance: balance
      ? {
          data: balance.data ?? null,
          messages: balance.messages ?? null,
          calls: balance.calls ?? null,
          saldo: balance.saldo ?? null,
        }
      : null,
  };
}

export async function subscriptionAddons(
  db: Db,
  personalNumber: string,
  msisdn: string,
): Promise<Addon[]> {
  const row = await ownSubscriptionRow(db, personalNumber, msisdn);
  return (await addonsOf(db, [row.id])).get(row.id) ?? [];
}

/**
 * A new surf sim needs an active postpaid voice subscription with room for one more (SPEC §5:
 * a valid current subscription number and the server's check).
 */
/** Whether one of the customer's numbers may get a new surf sim, and if not, why. */
export async function surfsimCheck(
  db: Db,
  personalNumber: string,
  msisdn: string,
): Promise<{ validForNewSurfSim: boolean; reason: SurfsimRefusal | null }> {
  const row = await ownSubscriptionRow(db, personalNumber, msisdn);
  const reason = surfsimRefusal({
    subscriptionType: row.subscription_type,
    trafficStatusCode: row.traffic_status_code,
    surfSimCount: row.surf_sim_count,
  });
  return { validForNewSurfSim: reason === null, reason };
}

/** The number behind a subscription uid, only for its owner. */
export async function msisdnFromUid(db: Db, personalNumber: string, uid: string): Promise<string> {
  const [row] = await db.query<{ id: string; subscription_type: string }>(
    `select id, subscription_type from mypages_subscriptions
      where uid = $1::uuid and personal_number = $2`,
    [uid, personalNumber],
  );
  // Broadband connection ids are not phone numbers: the call is about mobile subscriptions.
  if (!row || row.subscription_type === 'BROADBAND') {
    throw notFound('query.uid', 'Abonnemanget hittades inte');
  }
  return row.id;
}

/** The customer's mobile subscriptions with their family subscriptions and surf sims. */
export async function connectedSubscriptions(
  db: Db,
  personalNumber: string,
): Promise<ConnectedSubscriptionsResponse> {
  const [owner] = await db.query<{ first_name: string; last_name: string }>(
    'select first_name, last_name from mypages_customers where personal_number = $1',
    [personalNumber],
  );
  if (!owner) throw notFound('session', 'Kunden hittades inte');
  const rows = await db.query<{
    id: string;
    name: string;
    display_name: string | null;
    subscription_type: string;
    traffic_status_code: string;
    main_msisdn: string | null;
    surf_sim_count: number;
    user_name: string | null;
  }>(
    `select s.id, s.name, s.display_name, s.subscription_type, s.traffic_status_code,
            s.main_msisdn, s.surf_sim_count, u.user_name
       from mypages_subscriptions s
       left join mypages_subscription_users u on u.subscription_id = s.id
      where s.personal_number = $1
      order by s.sort_order, s.id`,
    [personalNumber],
  );
  return {
    groups: connectedGroups(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        displayName: row.display_name,
        subscriptionType: row.subscription_type,
        trafficStatusCode: row.traffic_status_code,
        mainMsisdn: row.main_msisdn,
        surfSimCount: row.surf_sim_count,
        userName: row.user_name,
      })),
      `${owner.first_name} ${owner.last_name}`,
    ),
  };
}
