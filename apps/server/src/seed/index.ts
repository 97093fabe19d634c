import type { Db } from '../db/db';
import { seedBankid } from './bankid';
import { seedBroadband } from './broadband';
import { seedContent } from './content';
import { seedExtraSurf } from './extra-surf';
import { seedFamilyOffer } from './family-offer';
import { seedMobilePlans } from './mobile-plans';
import { seedMypages } from './mypages';
import { seedPayments } from './payments';
import { seedPlanUpgradeCampaign } from './plan-upgrade-campaign';
import { seedPrepaidTopUpTitles } from './prepaid-topup-titles';
import { seedReferrals } from './referrals';
import { seedSite } from './site';

const seeders: Array<[string, (db: Db) => Promise<void>]> = [
  ['broadband', seedBroadband],
  ['mypages', seedMypages],
  ['content', seedContent],
  ['payments', seedPayments],
  ['bankid', seedBankid],
  ['site', seedSite],
  // Its own marker, so a database seeded before referrals existed gets them too.
  ['referrals', seedReferrals],
  // After my pages' own seed: it names the plan of each seeded mobile subscription.
  ['mobile-plans', seedMobilePlans],
  // Its own marker, so campaigns seeded before the plan-upgrade offer existed get it too.
  ['plan-upgrade-campaign', seedPlanUpgradeCampaign],
  // Its own marker, so a database seeded before extra surf was on sale gets the packages too.
  ['extra-surf', seedExtraSurf],
  ['family-offer', seedFamilyOffer],
  // Its own marker, so a database whose top-up history was named in two styles gets one.
  ['prepaid-topup-titles', seedPrepaidTopUpTitles],
];

/**
 * Run each area's seeder once per database; a seeder runs in one transaction with its marker,
 * under an advisory lock: servers starting together on one PostgreSQL database take turns, and
 * the second finds the marker the first wrote instead of inserting the same rows again.
 */
export async function seed(db: Db): Promise<string[]> {
  const done = new Set(
    (await db.query<{ name: string }>('select name from seed_runs')).map((row) => row.name),
  );
  const ran: string[] = [];
  for (const [name, run] of seeders) {
    if (done.has(name)) continue;
    const seeded = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const [already] = await tx.query('select name from seed_runs where name = $1', [name]);
      if (already) return false;
      await run(tx);
      await tx.query('insert into seed_runs (name) values ($1)', [name]);
      return true;
    });
    if (seeded) ran.push(name);
  }
  return ran;
}

/** The advisory lock key of seeding (any fixed number, not the migrations' one). */
const SEED_LOCK = 0x6c696e6773;
