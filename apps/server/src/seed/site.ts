import { featureToggleFixtures } from '@lingon/contracts/fixtures/features';
import type { Db } from '../db/db';

/**
 * The feature toggles from the shared fixture (the ones Storybook's MSW handlers answer with).
 * A toggle an operator already wrote is kept.
 */
export async function seedSite(db: Db): Promise<void> {
  for (const toggle of featureToggleFixtures) {
    await db.query(
      `insert into feature_toggles (name, enabled, updated_at) values ($1, $2, $3)
       on conflict (name) do nothing`,
      [toggle.name, toggle.enabled, toggle.updatedAt],
    );
  }
}
