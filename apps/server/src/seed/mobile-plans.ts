import { MOBILE_PLANS, mobilePlanByName } from '@lingon/contracts/fixtures/mobile-plans';
import type { Db } from '../db/db';

/** The plan catalogue, and each seeded mobile subscription's plan (found by its name). */
export async function seedMobilePlans(db: Db): Promise<void> {
  for (const plan of MOBILE_PLANS) {
    await db.query(
      `insert into mypages_mobile_plans (plan_code, name, data_gb, monthly_price, kind, sort_order)
       values ($1, $2, $3, $4, $5, $6) on conflict (plan_code) do nothing`,
      [plan.planCode, plan.name, plan.dataGb, plan.monthlyPrice, plan.kind, plan.sortOrder],
    );
  }
  const subscriptions = await db.query<{ id: string; name: string }>(
    `select id, name from mypages_subscriptions
      where subscription_type = 'POSTPAID_VOICE' and plan_code is null`,
  );
  for (const row of subscriptions) {
    const plan = mobilePlanByName(row.name);
    if (plan) {
      await db.query('update mypages_subscriptions set plan_code = $1 where id = $2', [
        plan.planCode,
        row.id,
      ]);
    }
  }
}
