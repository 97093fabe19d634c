import { EXTRA_SURF_SIZES } from '@lingon/contracts/fixtures/mypages';
import type { Db } from '../db/db';

/** The extra-surf packages on sale: the same sizes and prices as the EXTRA_SURF addon's options. */
export async function seedExtraSurf(db: Db): Promise<void> {
  for (const [index, size] of EXTRA_SURF_SIZES.entries()) {
    await db.query(
      `insert into mypages_extra_surf_packages (id, title, amount_gb, price, sort_order)
       values ($1, $2, $3, $4, $5) on conflict (id) do nothing`,
      [size.name, size.title, size.amountGb, size.price, (index + 1) * 10],
    );
  }
}
