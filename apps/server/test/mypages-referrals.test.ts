import {
  REFERRAL_OFFER,
  REFERRAL_QUALIFYING_DAYS,
  REFERRAL_REWARD_KR,
} from '@lingon/contracts/fixtures/mypages-referrals';
import { ANNA_PERSONAL_NUMBER, KARIN_PERSONAL_NUMBER } from '@lingon/contracts/fixtures/mypages';
import { referralsResponseSchema } from '@lingon/contracts/mypages/referrals';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from './harness';
import { signIn, signOut } from './mypages-support';

const REFERRALS = '/services/mypages/v1/referrals';
const DAY_MS = 24 * 60 * 60 * 1000;

const serverPromise = createTestServer();
afterAll(async () => (await serverPromise).close());
beforeEach(async () => signOut(await serverPromise));

async function referrals(personalNumber: string) {
  const server = await serverPromise;
  await signIn(server, personalNumber);
  const res = await server.request(REFERRALS);
  expect(res.status).toBe(200);
  return referralsResponseSchema.parse(await res.json());
}

describe('GET mypages/v1/referrals (Värva en vän)', () => {
  it("answers Anna's code, link, offer and referrals, newest first, with the rewards given", async () => {
    const anna = await referrals(ANNA_PERSONAL_NUMBER);
    expect(anna.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new URL(anna.link).searchParams.get('kod')).toBe(anna.code);
    expect(anna.offer).toEqual({ ...REFERRAL_OFFER, rules: [...REFERRAL_OFFER.rules] });
    expect(anna.referrals.map((r) => [r.friendName, r.status])).toEqual([
      ['Johan K.', 'PENDING'],
      ['Maria L.', 'CANCELLED'],
      ['Lisa S.', 'REWARDED'],
    ]);
    const [pending, cancelled, rewarded] = anna.referrals;
    // The reward is due 30 days after the friend's order, whether given or to come.
    for (const referral of [pending, rewarded]) {
      expect(
        new Date(referral?.rewardOn ?? 0).getTime() - new Date(referral?.orderedOn ?? 0).getTime(),
      ).toBe(REFERRAL_QUALIFYING_DAYS * DAY_MS);
    }
    expect(cancelled?.rewardOn).toBeNull();
    expect([pending?.rewardKr, cancelled?.rewardKr, rewarded?.rewardKr]).toEqual([
      0,
      0,
      REFERRAL_REWARD_KR,
    ]);
    expect(anna.totalRewardKr).toBe(REFERRAL_REWARD_KR);
  });

  it('keeps a customer’s code the same, and gives every customer a code of their own', async () => {
    const first = await referrals(ANNA_PERSONAL_NUMBER);
    const again = await referrals(ANNA_PERSONAL_NUMBER);
    expect(again.code).toBe(first.code);
    const karin = await referrals(KARIN_PERSONAL_NUMBER);
    expect(karin.code).not.toBe(first.code);
    expect(karin.referrals).toEqual([]);
    expect(karin.totalRewardKr).toBe(0);
  });

  it('makes one code when two requests ask for the first one at the same moment', async () => {
    const server = await serverPromise;
    await signIn(server, '197001011239');
    const answers = await Promise.all([server.request(REFERRALS), server.request(REFERRALS)]);
    const codes = await Promise.all(answers.map(async (res) => (await res.json()).code));
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(codes[0]).toBe(codes[1]);
  });

  it('is 401 without a session', async () => {
    const server = await serverPromise;
    expect((await server.request(REFERRALS)).status).toBe(401);
  });
});
