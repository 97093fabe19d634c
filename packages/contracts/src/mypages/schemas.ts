import { z } from 'zod';
import type { createApiClient } from '../client';
import { msisdnIdSchema } from '../phone';

/**
 * Entities shared by several my-pages calls (SPEC §3). Each call's own request and response live in
 * its own module next to this one.
 */

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

export const subscriptionTypeSchema = z.enum(['PREPAID_VOICE', 'POSTPAID_VOICE', 'BROADBAND']);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

/** Whether the number may be used for telemarketing and advertising (the customer's NIX-like choice). */
export const advertisementStatusSchema = z.enum(['ALLOWED', 'BLOCKED']);

/** The network's traffic status of a number: open, barred by the operator, or closed. */
export const trafficStatusCodeSchema = z.enum(['ACTIVE', 'BARRED', 'CLOSED']);

export const addonOptionSchema = z.object({
  /** Code of the option, used to activate it. */
  name: z.string(),
  title: z.string(),
  /** Kronor per month (integer). */
  price: z.number().int().nonnegative(),
  optionActive: z.boolean(),
});
export type AddonOption = z.infer<typeof addonOptionSchema>;

export const addonSchema = z.object({
  /** Code of the addon, e.g. EXTRA_SURF. */
  name: z.string(),
  /**
   * True when one of its options is active. The site sets it to null for a moment while a change
   * settles (SPEC §4); the server always answers a boolean.
   */
  active: z.boolean().nullable(),
  title: z.string(),
  /** Kronor per month: the active option's price, else the cheapest option's. */
  price: z.number().int().nonnegative(),
  options: z.array(addonOptionSchema),
  category: z.enum(['SURF', 'ROAMING', 'ENTERTAINMENT', 'SECURITY', 'SERVICE']),
});
export type Addon = z.infer<typeof addonSchema>;

/** -1 means unlimited (shown as 'Fria'). */
const amountSchema = z.number().min(-1);

export const dataBalanceSchema = z.object({
  remaining: amountSchema,
  remainingRollover: z.number().nonnegative(),
  remainingExtraSurf: z.number().nonnegative(),
  total: amountSchema,
  unit: z.enum(['GB', 'MB']),
  expirationDateExtraSurf: isoDateSchema.nullable(),
});

export const countBalanceSchema = z.object({
  remaining: amountSchema,
  total: amountSchema,
});

export const balanceSchema = z.object({
  data: dataBalanceSchema.nullable(),
  /** Text messages (sms). */
  messages: countBalanceSchema.nullable(),
  /** Call minutes. */
  calls: countBalanceSchema.nullable(),
  /** Prepaid money balance in kronor; null for postpaid. */
  saldo: z.object({ remaining: z.number(), expirationDate: isoDateSchema.nullable() }).nullable(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const subscriptionSchema = z.object({
  /** The phone number (mobile: 467XXXXXXXX; broadband: the connection's fixed number). */
  id: z.string(),
  /**
   * Opaque, stable id of the subscription: links (SMS, e-mail) carry it instead of the phone
   * number; `getMsisdnFromUid` turns it back into the number for the signed-in owner.
   */
  uid: z.uuid(),
  subscriptionType: subscriptionTypeSchema,
  /** Product name. */
  name: z.string(),
  addons: z.array(addonSchema),
  /** The customer's own alias of the subscription, if any. */
  displayName: z.string().nullable(),
  commitmentEndDate: isoDateSchema.nullable(),
  prepaidExpireDate: isoDateSchema.nullable(),
  /** Last day of an unlimited period (e.g. free surf); null when none. */
  unlimitedValidUntil: isoDateSchema.nullable(),
  advertisementStatus: advertisementStatusSchema,
  trafficStatusCode: trafficStatusCodeSchema,
  /** For a family member: the main subscription it is attached to; null otherwise. */
  mainMsisdn: msisdnIdSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A subscription with its balance; balance is null when the charging system has none yet. */
export const subscriptionDetailsSchema = subscriptionSchema.extend({
  balance: balanceSchema.nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** The body of the calls addressed to one of the customer's mobile numbers. */
export const msisdnBodySchema = z.object({ msisdn: msisdnIdSchema }).strict();

/** The client a fetcher uses: the browser default, or one made with createApiClient (tests, SSR). */
export type ApiCall = ReturnType<typeof createApiClient>;
