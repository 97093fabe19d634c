import { z } from 'zod';
import { defineContract } from '../contract';
import { createPaymentHeadersSchema } from '../payments/create';
import { msisdnIdSchema } from '../phone';
import { swedishCalendarDay } from './rules';
import { dataBalanceSchema, isoDateSchema, type Balance } from './schemas';

/** Extra surf bought on 'Fyll på surf' lasts this many days, counted from the day it is bought. */
export const EXTRA_SURF_VALID_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last day (in Sweden) extra surf bought at `now` may be used: the day of purchase plus
 * EXTRA_SURF_VALID_DAYS, as an ISO date.
 */
export function extraSurfValidUntil(now: Date): string {
  return new Date(swedishCalendarDay(now) + EXTRA_SURF_VALID_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

type DataBalance = NonNullable<Balance['data']>;

/** Two decimals at most, so 18.4 + 5 is 23.4 and not 23.399999999999999. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The data balance once `amountGb` of extra surf is added at `now`: remaining, extra surf and the
 * period's total all grow by it (in the balance's own unit), and all the extra surf lasts until
 * the later of its old end and the new package's.
 */
export function dataBalanceWithExtraSurf(
  data: DataBalance,
  amountGb: number,
  now: Date,
): DataBalance {
  const amount = data.unit === 'MB' ? amountGb * 1024 : amountGb;
  const validUntil = extraSurfValidUntil(now);
  const kept = data.remainingExtraSurf > 0 ? data.expirationDateExtraSurf : null;
  return {
    ...data,
    remaining: round(data.remaining + amount),
    remainingExtraSurf: round(data.remainingExtraSurf + amount),
    total: round(data.total + amount),
    expirationDateExtraSurf: kept !== null && kept > validUntil ? kept : validUntil,
  };
}

/** Why extra surf cannot be bought for a subscription on my pages. */
export const extraSurfRefusalSchema = z.enum([
  'PREPAID',
  'NOT_MOBILE',
  'NOT_ACTIVE',
  'NO_BALANCE',
  'UNLIMITED',
]);
export type ExtraSurfRefusal = z.infer<typeof extraSurfRefusalSchema>;

/** What the customer is told for each refusal. */
export const EXTRA_SURF_REFUSAL_TEXT: Record<ExtraSurfRefusal, string> = {
  PREPAID:
    'Ett kontantkort fyller du på genom att ladda det, och då betalar du direkt. Extra surf på faktura går bara att köpa till ett abonnemang.',
  NOT_MOBILE: 'Extra surf går bara att köpa till ett mobilabonnemang.',
  NOT_ACTIVE: 'Abonnemanget är inte aktivt just nu, så det går inte att fylla på surf.',
  NO_BALANCE:
    'Abonnemanget har inget saldo hos oss än (till exempel strax efter en nummerflytt), så det går inte att fylla på surf ännu.',
  UNLIMITED: 'Abonnemanget har redan fri surf, så det behöver ingen extra surf.',
};

/**
 * The rule, the same on the server and in Storybook's handlers: extra surf on the invoice is for
 * an active postpaid mobile subscription with a limited data balance. A prepaid card is topped up
 * (paid at once) instead.
 */
export function extraSurfRefusal(subscription: {
  subscriptionType: string;
  trafficStatusCode: string;
  data: DataBalance | null;
}): ExtraSurfRefusal | null {
  if (subscription.subscriptionType === 'PREPAID_VOICE') return 'PREPAID';
  if (subscription.subscriptionType !== 'POSTPAID_VOICE') return 'NOT_MOBILE';
  if (subscription.trafficStatusCode !== 'ACTIVE') return 'NOT_ACTIVE';
  if (!subscription.data) return 'NO_BALANCE';
  if (subscription.data.total === -1 || subscription.data.remaining === -1) return 'UNLIMITED';
  return null;
}

export const extraSurfPackageSchema = z.object({
  /** 'EXTRA_SURF_5GB': the same name as the EXTRA_SURF addon's option of that size. */
  id: z.string(),
  title: z.string(),
  amountGb: z.number().positive(),
  /** Kronor including VAT, charged on the next invoice. */
  price: z.number().nonnegative(),
});
export type ExtraSurfPackage = z.infer<typeof extraSurfPackageSchema>;

export const extraSurfPackagesResponseSchema = z.object({
  packages: z.array(extraSurfPackageSchema),
  /** The last day a package bought today may be used. */
  validUntil: isoDateSchema,
});
export type ExtraSurfPackagesResponse = z.infer<typeof extraSurfPackagesResponseSchema>;

export const extraSurfPackagesContract = defineContract({
  id: 'mypages.extraSurfPackages',
  method: 'GET',
  path: 'mypages/v1/extra-surf/packages',
  auth: 'session',
  summary:
    'The extra-surf packages a postpaid subscription can buy once, with their prices and the last day one bought today lasts',
  response: extraSurfPackagesResponseSchema,
});

export const extraSurfPurchaseRequestSchema = z
  .object({
    msisdn: msisdnIdSchema,
    packageId: z
      .string({ error: 'Välj hur mycket surf du vill köpa' })
      .min(1, 'Välj hur mycket surf du vill köpa')
      .max(40, 'Välj hur mycket surf du vill köpa'),
  })
  .strict();
export type ExtraSurfPurchaseRequest = z.input<typeof extraSurfPurchaseRequestSchema>;

export const extraSurfPurchaseResponseSchema = z.object({
  orderId: z.string(),
  package: extraSurfPackageSchema,
  validUntil: isoDateSchema,
  /** The subscription's data balance with the extra surf added, as stored. */
  data: dataBalanceSchema,
});
export type ExtraSurfPurchaseResponse = z.infer<typeof extraSurfPurchaseResponseSchema>;

export const extraSurfPurchaseContract = defineContract({
  id: 'mypages.extraSurfPurchase',
  method: 'POST',
  path: 'mypages/v1/extra-surf/purchase',
  auth: 'session',
  summary:
    "Buy extra surf for one of the customer's postpaid subscriptions: added to its balance at once and charged on the next invoice; idempotent by Idempotency-Key, 409 with the reason when the subscription cannot have it",
  headers: createPaymentHeadersSchema,
  body: extraSurfPurchaseRequestSchema,
  response: extraSurfPurchaseResponseSchema,
});
