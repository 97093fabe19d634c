import { referralFixtures, referralsAt } from '@lingon/contracts/fixtures/mypages-referrals';
import type { Db } from '../db/db';

/** Anna's referrals (Värva en vän), dated from the day the database is seeded. */
export async function seedReferrals(db: Db, now: Date = new Date()): Promise<void> {
  const referrers = new Set(referralFixtures.map((fixture) => fixture.referrerPersonalNumber));
  for (const personalNumber of referrers) {
    for (const referral of referralsAt(now, personalNumber)) {
      await db.query(
        `insert into mypages_referrals
           (id, referrer_personal_number, friend_name, status, ordered_on, reward_on, reward_kr)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (id) do nothing`,
        [
          referral.id,
          personalNumber,
          referral.friendName,
          referral.status,
          referral.orderedOn,
          referral.rewardOn,
          referral.status === 'REWARDED' ? referral.rewardKr : 0,
        ],
      );
    }
  }
}
