import type { Db } from '../db/db';
import { DEFAULT_TIMEOUT_SECONDS } from '../payments/service';

/** The payment simulator's settings: how long a payment waits for the payer. */
export async function seedPayments(db: Db): Promise<void> {
  await db.query(
    `insert into payment_sim_settings (key, value) values ('timeout_seconds', $1)
     on conflict (key) do nothing`,
    [String(DEFAULT_TIMEOUT_SECONDS)],
  );
}
