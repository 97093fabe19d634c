import {
  DEFAULT_SUBSCRIPTION_SETTINGS,
  SIM_ORDER_OPEN_STATUSES,
  simAlreadyOrderedText,
  type PendingSimOrder,
  type SubscriptionSettings,
  type SubscriptionSettingsResponse,
} from '@lingon/contracts/mypages/subscription-settings';
import { formatSwedishMobile } from '@lingon/contracts/phone';
import type { Db } from '../db/db';
import type { Session } from '../lib/auth';
import { HttpError } from '../lib/http';
import { audit, auditActor } from './audit';
import { recordOrder } from './orders';
import { ownSubscriptionRow } from './subscriptions';

type Kind = keyof SubscriptionSettings;

async function readSettings(db: Db, subscriptionId: string): Promise<SubscriptionSettings> {
  const rows = await db.query<{ kind: Kind; settings: unknown }>(
    'select kind, settings from mypages_subscription_settings where subscription_id = $1',
    [subscriptionId],
  );
  const settings = structuredClone(DEFAULT_SUBSCRIPTION_SETTINGS);
  for (const row of rows) {
    const value = typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings;
    Object.assign(settings, { [row.kind]: value });
  }
  return settings;
}

/** The subscription's eSIM and SIM card orders on their way (another of a kind waits for them). */
async function pendingSimOrders(db: Db, subscriptionId: string): Promise<PendingSimOrder[]> {
  const rows = await db.query<{
    order_id: string;
    kind: PendingSimOrder['kind'];
    status: PendingSimOrder['status'];
    created_on: Date | string;
    email: string | null;
    delivery_address: PendingSimOrder['deliveryAddress'];
  }>(
    `select s.order_id, s.kind, o.status, o.created_on, s.email, s.delivery_address
       from mypages_sim_orders s join mypages_orders o on o.order_id = s.order_id
      where s.subscription_id = $1 and o.status = any($2::text[])
      order by o.created_on, s.order_id`,
    [subscriptionId, [...SIM_ORDER_OPEN_STATUSES]],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    kind: row.kind,
    status: row.status,
    orderedOn: new Date(row.created_on).toISOString(),
    email: row.email,
    deliveryAddress: row.delivery_address,
  }));
}

async function settingsResponse(
  db: Db,
  subscriptionId: string,
): Promise<SubscriptionSettingsResponse> {
  return {
    ...(await readSettings(db, subscriptionId)),
    pendingSimOrders: await pendingSimOrders(db, subscriptionId),
  };
}

/**
 * The settings of one of the customer's subscriptions (defaults where never changed), and its
 * eSIM and SIM card orders on their way.
 */
export async function subscriptionSettings(
  db: Db,
  personalNumber: string,
  msisdn: string,
): Promise<SubscriptionSettingsResponse> {
  const row = await ownSubscriptionRow(db, personalNumber, msisdn);
  return settingsResponse(db, row.id);
}

/** Save one part of a subscription's settings; audited. */
export async function saveSubscriptionSettings<K extends Kind>(
  db: Db,
  session: Session,
  input: { msisdn: string; kind: K; settings: SubscriptionSettings[K] },
  now: Date,
): Promise<SubscriptionSettingsResponse> {
  return db.transaction(async (tx) => {
    const row = await ownSubscriptionRow(tx, session.personalNumber, input.msisdn, {
      forUpdate: true,
    });
    const before = await readSettings(tx, row.id);
    await tx.query(
      `insert into mypages_subscription_settings (subscription_id, kind, settings, updated_at)
       values ($1, $2, $3, $4)
       on conflict (subscription_id, kind) do update set settings = excluded.settings,
         updated_at = excluded.updated_at`,
      [row.id, input.kind, JSON.stringify(input.settings), now],
    );
    await audit(tx, {
      actor: auditActor(session),
      action: `subscription.settings.${input.kind}`,
      entity: 'mypages_subscription',
      entityId: row.id,
      oldValue: before[input.kind],
      newValue: input.settings,
      at: now,
    });
    return settingsResponse(tx, row.id);
  });
}

/** Name a subscription (or remove its name); audited. */
export async function setAlias(
  db: Db,
  session: Session,
  input: { msisdn: string; alias: string },
  now: Date,
): Promise<{ msisdn: string; displayName: string | null }> {
  return db.transaction(async (tx) => {
    const row = await ownSubscriptionRow(tx, session.personalNumber, input.msisdn, {
      forUpdate: true,
    });
    const displayName = input.alias === '' ? null : input.alias;
    await tx.query('update mypages_subscriptions set display_name = $1 where id = $2', [
      displayName,
      row.id,
    ]);
    await audit(tx, {
      actor: auditActor(session),
      action: 'subscription.alias',
      entity: 'mypages_subscription',
      entityId: row.id,
      oldValue: row.display_name,
      newValue: displayName,
      at: now,
    });
    return { msisdn: row.id, displayName };
  });
}

const SIM_TITLES = { ESIM: 'Nytt eSIM', SIM: 'Nytt SIM-kort' } as const;

/**
 * Order a new eSIM (sent by e-mail) or SIM card (sent by post) for one of the customer's mobile
 * subscriptions. It is an order in the order history; while one of the same kind is on its way,
 * another is refused (409).
 */
export async function orderSim(
  db: Db,
  session: Session,
  input:
    | { msisdn: string; kind: 'ESIM'; email: string }
    | {
        msisdn: string;
        kind: 'SIM';
        address: { name: string; street: string; zipcode: string; city: string };
      },
  now: Date,
): Promise<{ orderId: string; kind: 'ESIM' | 'SIM' }> {
  return db.transaction(async (tx) => {
    const row = await ownSubscriptionRow(tx, session.personalNumber, input.msisdn, {
      forUpdate: true,
    });
    if ((await pendingSimOrders(tx, row.id)).some((order) => order.kind === input.kind)) {
      throw new HttpError(409, [
        { field: 'body.kind', message: simAlreadyOrderedText(input.kind) },
      ]);
    }
    const title = SIM_TITLES[input.kind];
    const { orderId } = await recordOrder(tx, {
      prefix: 'LO-SIM',
      personalNumber: session.personalNumber,
      category: 'SIM',
      title,
      lines: [{ name: `${title} till ${formatSwedishMobile(row.id)}`, quantity: 1, price: 0 }],
      now,
    });
    await tx.query(
      `insert into mypages_sim_orders (order_id, subscription_id, kind, email, delivery_address, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        orderId,
        row.id,
        input.kind,
        input.kind === 'ESIM' ? input.email : null,
        input.kind === 'SIM' ? JSON.stringify(input.address) : null,
        now,
      ],
    );
    await audit(tx, {
      actor: auditActor(session),
      action: `subscription.sim.order`,
      entity: 'mypages_subscription',
      entityId: row.id,
      oldValue: null,
      newValue: { orderId, kind: input.kind },
      at: now,
    });
    return { orderId, kind: input.kind };
  });
}

/** Who uses each of the customer's mobile subscriptions (null: the customer). */
export async function subscriptionUsers(db: Db, personalNumber: string) {
  const rows = await db.query<{
    id: string;
    name: string;
    display_name: string | null;
    user_name: string | null;
  }>(
    `select s.id, s.name, s.display_name, u.user_name
       from mypages_subscriptions s
       left join mypages_subscription_users u on u.subscription_id = s.id
      where s.personal_number = $1 and s.subscription_type <> 'BROADBAND'
      order by s.sort_order`,
    [personalNumber],
  );
  return {
    users: rows.map((row) => ({
      msisdn: row.id,
      subscriptionName: row.display_name ?? row.name,
      userName: row.user_name,
    })),
  };
}

/** Say who uses one of the customer's subscriptions (empty: the customer); audited. */
export async function saveSubscriptionUser(
  db: Db,
  session: Session,
  input: { msisdn: string; userName: string },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await ownSubscriptionRow(tx, session.personalNumber, input.msisdn, {
      forUpdate: true,
    });
    const [before] = await tx.query<{ user_name: string }>(
      'select user_name from mypages_subscription_users where subscription_id = $1',
      [row.id],
    );
    if (input.userName === '') {
      await tx.query('delete from mypages_subscription_users where subscription_id = $1', [row.id]);
    } else {
      await tx.query(
        `insert into mypages_subscription_users (subscription_id, user_name, updated_at)
         values ($1, $2, $3)
         on conflict (subscription_id) do update set user_name = excluded.user_name,
           updated_at = excluded.updated_at`,
        [row.id, input.userName, now],
      );
    }
    await audit(tx, {
      actor: auditActor(session),
      action: 'subscription.user',
      entity: 'mypages_subscription',
      entityId: row.id,
      oldValue: before?.user_name ?? null,
      newValue: input.userName === '' ? null : input.userName,
      at: now,
    });
  });
  return subscriptionUsers(db, session.personalNumber);
}
