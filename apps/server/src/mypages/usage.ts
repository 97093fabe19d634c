import { usagePeriod } from '@lingon/contracts/fixtures/mypages-usage';
import type { TopUpsResponse, UsageResponse } from '@lingon/contracts/mypages/usage';
import type { Db } from '../db/db';
import { notFound } from './errors';
import { ownSubscriptionRow } from './subscriptions';

/** A mobile subscription of the customer's own; broadband has no usage here (404 like others). */
async function ownMobile(db: Db, personalNumber: string, msisdn: string) {
  const row = await ownSubscriptionRow(db, personalNumber, msisdn);
  if (row.subscription_type === 'BROADBAND') {
    throw notFound('body.msisdn', 'Abonnemanget hittades inte');
  }
  return row;
}

/** This period's day-by-day use of one of the customer's mobile subscriptions, oldest first. */
export async function subscriptionUsage(
  db: Db,
  personalNumber: string,
  msisdn: string,
  now: Date,
): Promise<UsageResponse> {
  const row = await ownMobile(db, personalNumber, msisdn);
  const period = usagePeriod(now);
  const days = await db.query<{
    date: string;
    data_mb: number;
    call_minutes: number;
    sms: number;
  }>(
    `select day::text as date, data_mb, call_minutes, sms from mypages_usage_daily
      where subscription_id = $1 and day between $2::date and $3::date
      order by day`,
    [row.id, period.start, period.end],
  );
  return {
    periodStart: period.start,
    periodEnd: period.end,
    days: days.map((day) => ({
      date: day.date,
      dataMb: Number(day.data_mb),
      callMinutes: Number(day.call_minutes),
      sms: Number(day.sms),
    })),
  };
}

/** The top-ups of one of the customer's subscriptions, newest first (none for postpaid). */
export async function subscriptionTopUps(
  db: Db,
  personalNumber: string,
  msisdn: string,
): Promise<TopUpsResponse> {
  const row = await ownMobile(db, personalNumber, msisdn);
  const topUps = await db.query<{
    id: string;
    created_at: Date | string;
    title: string;
    amount: number;
    payment_method: 'CARD' | 'SWISH' | 'VOUCHER';
  }>(
    `select id, created_at, title, amount, payment_method from mypages_topups
      where subscription_id = $1 order by created_at desc`,
    [row.id],
  );
  return {
    topUps: topUps.map((topUp) => ({
      id: topUp.id,
      createdOn: new Date(topUp.created_at).toISOString(),
      title: topUp.title,
      amount: Number(topUp.amount),
      paymentMethod: topUp.payment_method,
    })),
  };
}
