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

/** Register a prepaid card; null when the number is already registered. */
export async function registerPrepaidCard(
  db: Db,
  registration: z.output<typeof prepaidCardRegistrationRequestSchema>,
  now: Date,
): Promise<{ id: string; msisdn: string; registeredAt: string } | null> {
  const id = randomUUID();
  const rows = await db.query(
    `insert into prepaid_card_registrations
       (id, msisdn, personal_number, first_name, last_name, street, zipcode, city, email, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (msisdn) do nothing returning id`,
    [
      id,
      registration.msisdn,
      registration.personalNumber,
      registration.firstName,
      registration.lastName,
      registration.street,
      registration.zipcode,
      registration.city,
      registration.email ?? null,
      now,
    ],
  );
  return rows.length ? { id, msisdn: registration.msisdn, registeredAt: now.toISOString() } : null;
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
