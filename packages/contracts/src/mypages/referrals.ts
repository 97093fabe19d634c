import { z } from 'zod';
import { apiCall } from '../client';
import { defineContract } from '../contract';
import { type ApiCall } from './schemas';

export const referralStatusSchema = z.enum(['PENDING', 'REWARDED', 'CANCELLED']);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const referralSchema = z.object({
  id: z.string(),
  /** First name and initial only. */
  friendName: z.string(),
  status: referralStatusSchema,
  orderedOn: z.iso.datetime({ offset: true }),
  /** PENDING: the day the reward is due if the friend stays; REWARDED: the day it was given. */
  rewardOn: z.iso.datetime({ offset: true }).nullable(),
  /** What the referrer got (0 until REWARDED). */
  rewardKr: z.number().int().nonnegative(),
});
export type Referral = z.infer<typeof referralSchema>;

/** A customer's referral code, as handed out and as read back from a referral link. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

export const referralsResponseSchema = z.object({
  /** The customer's own code, the same every time. */
  code: z.string().regex(REFERRAL_CODE_PATTERN),
  /** The link to share: the site with the code filled in. */
  link: z.url(),
  offer: z.object({
    friendOffer: z.string(),
    reward: z.string(),
    rules: z.array(z.string()),
  }),
  referrals: z.array(referralSchema),
  /** Sum of the rewards given so far. */
  totalRewardKr: z.number().int().nonnegative(),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

export const referralsContract = defineContract({
  id: 'mypages.referrals',
  method: 'GET',
  path: 'mypages/v1/referrals',
  auth: 'session',
  summary: "Värva en vän: the customer's referral code and link, the offer and their referrals",
  response: referralsResponseSchema,
});

export function fetchReferrals(options: { signal?: AbortSignal; call?: ApiCall } = {}) {
  return (options.call ?? apiCall)(referralsContract, { signal: options.signal });
}
