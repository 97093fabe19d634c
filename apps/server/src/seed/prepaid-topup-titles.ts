import { prepaidTopUps } from '@lingon/contracts/fixtures/mypages-usage';
import { topUpTitle, type TopUp } from '@lingon/contracts/prepaid/topup';
import type { Db } from '../db/db';

/**
 * The top-up history in one style in a database that has it in two: before `topUpTitle`, a paid
 * top-up was recorded as "Surfpaket: 5 GB" beside seeded entries such as "Saldo 200 kr". Runs once
 * (its own marker): a recorded top-up is renamed from the product it sold, a seeded one from the
 * fixture it was seeded from. A fresh database already has the new names and changes nothing.
 */
export async function seedPrepaidTopUpTitles(db: Db): Promise<void> {
  const recorded = await db.query<{ id: string; product: TopUp['product'] }>(
    'select p.id, p.product from prepaid_topups p join mypages_topups t on t.id = p.id',
  );
  for (const { id, product } of recorded) {
    await db.query('update mypages_topups set title = $2 where id = $1', [id, topUpTitle(product)]);
  }
  const seeded = await db.query<{ subscription_id: string }>(
    "select distinct subscription_id from mypages_topups where id like 'TU-%'",
  );
  for (const { subscription_id: subscriptionId } of seeded) {
    for (const topUp of prepaidTopUps(subscriptionId, new Date())) {
      await db.query(
        'update mypages_topups set title = $3 where id = $1 and subscription_id = $2',
        [topUp.id, subscriptionId, topUp.title],
      );
    }
  }
}
