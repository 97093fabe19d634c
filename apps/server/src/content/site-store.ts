import { randomUUID } from 'node:crypto';
import type { Disturbance } from '@lingon/contracts/site/disturbances';
import {
  featureStates,
  type FeatureName,
  type FeatureStates,
} from '@lingon/contracts/site/features';
import type { z } from 'zod';
import type { feedbackRequestSchema } from '@lingon/contracts/site/feedback';
import type { prepaidCardRegistrationRequestSchema } from '@lingon/contracts/site/prepaid-card-registration';
import type { Review } from '@lingon/contracts/site/reviews';
import { bankidVerdict, type BankidOrderFacts } from '../broadband/bankid-verification';
import type { Db } from '../db/db';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export async function saveFeedback(
  db: Db,
  feedback: z.output<typeof feedbackRequestSchema>,
  now: Date,
): Promise<{ id: string; receivedAt: string }> {
  const id = randomUUID();
  await db.query(
    `insert into feedback (id, topic, rating, message, name, email, page, contact_me, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      feedback.topic,
      feedback.rating ?? null,
      feedback.message,
      feedback.name || null,
      feedback.email ?? null,
      feedback.page ?? null,
      feedback.contactMe,
      now,
    ],
  );
  return { id, receivedAt: now.toISOString() };
}

/** Why a prepaid card registration was refused. */
export type PrepaidRegistrationRefusal =
  'bankid-required' | 'bankid-used' | 'not-prepaid' | 'registered-to-another';

/**
 * Register a prepaid card to the person of a BankID identification ('prepaid-registration'):
 * completed within ORDER_BANKID_MAX_AGE_MS, started in the browser with `browserHash` (migration
 * 0400) and not used for a registration before. The number must be an active Lingon prepaid card
 * (my pages' subscriptions, migration 0200). The holder registering again replaces their name and
 * address; a number registered to another identified person is refused. A registration made before
 * identification was required names nobody anyone verified, and gives way to an identified holder.
 * One transaction: the BankID order and the number's registration stay locked until the use is
 * stored, so one identification cannot register two cards and two people cannot both register one.
 */
export async function registerPrepaidCard(
  db: Db,
  registration: z.output<typeof prepaidCardRegistrationRequestSchema>,
  browserHash: string | null,
  now: Date,
): Promise<
  | { registered: { id: string; msisdn: string; registeredAt: string } }
  | { refused: PrepaidRegistrationRefusal }
> {
  return db.transaction(async (tx) => {
    const [bankid] = await tx.query<BankidOrderFacts & { browser_hash: string }>(
      `select status, personal_number, purpose, completed_at, browser_hash from bankid_orders
        where order_ref = $1 for update`,
      [registration.bankidOrderRef],
    );
    // Another browser's identification is refused like an unknown one.
    const own = bankid && browserHash !== null && bankid.browser_hash === browserHash;
    const personalNumber = own ? bankid.personal_number : null;
    if (
      !own ||
      !personalNumber ||
      !bankidVerdict(bankid, personalNumber, now, 'prepaid-registration').verified
    ) {
      return { refused: 'bankid-required' };
    }
    const [used] = await tx.query(
      'select 1 from prepaid_card_registration_bankid_uses where bankid_order_ref = $1',
      [registration.bankidOrderRef],
    );
    if (used) return { refused: 'bankid-used' };
    const [subscription] = await tx.query<{
      subscription_type: string;
      traffic_status_code: string;
    }>('select subscription_type, traffic_status_code from mypages_subscriptions where id = $1', [
      registration.msisdn,
    ]);
    if (
      subscription?.subscription_type !== 'PREPAID_VOICE' ||
      subscription.traffic_status_code !== 'ACTIVE'
    ) {
      return { refused: 'not-prepaid' };
    }
    const [existing] = await tx.query<{
      id: string;
      personal_number: string;
      bankid_order_ref: string | null;
    }>(
      `select id, personal_number, bankid_order_ref from prepaid_card_registrations
        where msisdn = $1 for update`,
      [registration.msisdn],
    );
    if (existing && existing.bankid_order_ref && existing.personal_number !== personalNumber) {
      return { refused: 'registered-to-another' };
    }
    const details = [
      personalNumber,
      registration.firstName,
      registration.lastName,
      registration.street,
      registration.zipcode,
      registration.city,
      registration.email ?? null,
      registration.bankidOrderRef,
      now,
    ];
    let id: string;
    if (existing) {
      id = existing.id;
      await tx.query(
        `update prepaid_card_registrations
            set personal_number = $2, first_name = $3, last_name = $4, street = $5, zipcode = $6,
                city = $7, email = $8, bankid_order_ref = $9, updated_at = $10
          where id = $1`,
        [id, ...details],
      );
    } else {
      id = randomUUID();
      const inserted = await tx.query(
        `insert into prepaid_card_registrations
           (id, msisdn, personal_number, first_name, last_name, street, zipcode, city, email,
            bankid_order_ref, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (msisdn) do nothing returning id`,
        [id, registration.msisdn, ...details],
      );
      // Registered by someone else a moment ago (PostgreSQL: another transaction got there first).
      if (!inserted.length) return { refused: 'registered-to-another' };
    }
    await tx.query(
      `insert into prepaid_card_registration_bankid_uses
         (bankid_order_ref, msisdn, personal_number, used_at)
       values ($1, $2, $3, $4)`,
      [registration.bankidOrderRef, registration.msisdn, personalNumber, now],
    );
    return {
      registered: { id, msisdn: registration.msisdn, registeredAt: now.toISOString() },
    };
  });
}

type DisturbanceRow = {
  id: string;
  title: string;
  description: string;
  area: string;
  services: string[];
  status: Disturbance['status'];
  started_at: Date | string;
  expected_resolved_at: Date | string | null;
  resolved_at: Date | string | null;
  updated_at: Date | string;
};

/** Ongoing disturbances first, then resolved ones; newest first within each. */
export async function listDisturbances(
  db: Db,
  status: 'ongoing' | 'resolved' | 'all',
): Promise<Disturbance[]> {
  const rows = await db.query<DisturbanceRow>(
    `select * from disturbances where ($1 = 'all' or status = $1)
     order by case status when 'ongoing' then 0 else 1 end, started_at desc limit 100`,
    [status],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    area: row.area,
    services: row.services as Disturbance['services'],
    status: row.status,
    startedAt: iso(row.started_at),
    expectedResolvedAt: isoOrNull(row.expected_resolved_at),
    resolvedAt: isoOrNull(row.resolved_at),
    updatedAt: iso(row.updated_at),
  }));
}

type ReviewRow = Omit<Review, 'createdAt'> & { created_at: Date | string };

/** Newest reviews first, with the average and count over all reviews. */
export async function listReviews(
  db: Db,
  options: { limit: number; minRating?: number | undefined },
): Promise<{ average: number; total: number; reviews: Review[] }> {
  const [stats] = await db.query<{ average: string | number | null; total: number }>(
    'select avg(rating) as average, count(*)::int as total from reviews',
  );
  const rows = await db.query<ReviewRow>(
    'select id, author, rating, title, body, product, created_at from reviews where rating >= $1 order by created_at desc, id limit $2',
    [options.minRating ?? 1, options.limit],
  );
  return {
    average: stats?.average == null ? 0 : Math.round(Number(stats.average) * 10) / 10,
    total: stats?.total ?? 0,
    reviews: rows.map(({ created_at, ...row }) => ({ ...row, createdAt: iso(created_at) })),
  };
}

/** Every known feature's state: the stored toggles, with the operator's `disabled` list on top. */
export async function readFeatures(
  db: Db,
  disabled: readonly FeatureName[],
): Promise<FeatureStates> {
  const rows = await db.query<{ name: string; enabled: boolean }>(
    'select name, enabled from feature_toggles',
  );
  return featureStates(rows, disabled);
}
