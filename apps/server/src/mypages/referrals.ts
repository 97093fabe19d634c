import { randomInt } from 'node:crypto';
import { REFERRAL_OFFER } from '@lingon/contracts/fixtures/mypages-referrals';
import type { ReferralsResponse } from '@lingon/contracts/mypages/referrals';
import type { Db } from '../db/db';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The customer's referral code: made once, on the first ask, and the same ever after. */
async function referralCode(db: Db, personalNumber: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.query<{ code: string }>(
      'select code from mypages_referral_codes where personal_number = $1',
      [personalNumber],
    );
    if (existing) return existing.code;
    // A clash with another customer's code, or a second tab making one at the same moment,
    // inserts nothing; the next round reads whichever code won.
    await db.query(
      `insert into mypages_referral_codes (personal_number, code) values ($1, $2)
       on conflict do nothing`,
      [personalNumber, newCode()],
    );
  }
  throw new Error('No referral code could be made');
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The code, the link to share, the offer and the customer's referrals, newest first. */
export async function listReferrals(
  db: Db,
  personalNumber: string,
  siteOrigin: string,
): Promise<ReferralsResponse> {
  const code = await referralCode(db, personalNumber);
  const rows = await db.query<{
    id: string;
    friend_name: string;
    status: ReferralsResponse['referrals'][number]['status'];
    ordered_on: Date | string;
    reward_on: Date | string | null;
    reward_kr: number;
  }>(
    `select id, friend_name, status, ordered_on, reward_on, reward_kr from mypages_referrals
      where referrer_personal_number = $1 order by ordered_on desc, id`,
    [personalNumber],
  );
  const referrals = rows.map((row) => ({
    id: row.id,
    friendName: row.friend_name,
    status: row.status,
    orderedOn: new Date(row.ordered_on).toISOString(),
    rewardOn: row.status === 'CANCELLED' ? null : iso(row.reward_on),
    rewardKr: row.status === 'REWARDED' ? row.reward_kr : 0,
  }));
  const link = new URL('/', siteOrigin);
  link.searchParams.set('kod', code);
  return {
    code,
    link: link.toString(),
    offer: { ...REFERRAL_OFFER, rules: [...REFERRAL_OFFER.rules] },
    referrals,
    totalRewardKr: referrals.reduce((sum, referral) => sum + referral.rewardKr, 0),
  };
}
