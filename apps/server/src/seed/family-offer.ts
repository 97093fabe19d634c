import { FAMILY_FREE_NUMBERS } from '@lingon/contracts/fixtures/family-offer';
import type { Db } from '../db/db';

/** The pool of free numbers a new family subscription may take. */
export async function seedFamilyOffer(db: Db): Promise<void> {
  for (const msisdn of FAMILY_FREE_NUMBERS) {
    await db.query('insert into mypages_free_numbers (msisdn) values ($1) on conflict do nothing', [
      msisdn,
    ]);
  }
}
