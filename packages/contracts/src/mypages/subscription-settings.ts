import { z } from 'zod';
import { defineContract } from '../contract';
import { msisdnIdSchema, nationalPhoneSchema, toSwedishNumber } from '../phone';
import { orderStatusSchema } from './order-history';
import { oneLine } from '../text';
import { SERVICE } from '../brand';

/** The most characters an alias may have. */
export const ALIAS_MAX_LENGTH = 20;

export const aliasRequestSchema = z
  .object({
    msisdn: msisdnIdSchema,
    /** The customer's own name for the subscription; empty removes it. */
    alias: z
      .string()
      .trim()
      .max(ALIAS_MAX_LENGTH, `Namnet får vara högst ${ALIAS_MAX_LENGTH} tecken`)
      .regex(/^[\p{L}\p{N} .,'’&()-]*$/u, 'Använd bokstäver, siffror och vanliga skiljetecken'),
  })
  .strict();
export type AliasRequest = z.input<typeof aliasRequestSchema>;

export const aliasContract = defineContract({
  id: 'mypages.alias',
  method: 'POST',
  path: 'subscriptions/v1/alias',
  auth: 'session',
  summary: "Name one of the customer's subscriptions (or remove its name)",
  body: aliasRequestSchema,
  response: z.object({ msisdn: z.string(), displayName: z.string().nullable() }),
});

export const FORWARD_TO_PREMIUM_MESSAGE =
  'Du kan inte vidarekoppla till ett betalnummer (0900, 0939 eller 0944). Ange ett annat nummer.';

/**
 * A Swedish number to forward calls to, mobile or landline, kept in the national form 07…/08….
 * Never a premium-rate number (betalnummer 0900, 0939, 0944): every forwarded call would be
 * charged at its rate.
 */
const forwardNumberSchema = nationalPhoneSchema.refine(
  (number) => !/^09(00|39|44)/.test(number),
  FORWARD_TO_PREMIUM_MESSAGE,
);

export const callSettingsSchema = z
  .object({
    voicemail: z.boolean(),
    forwarding: z.enum(['NONE', 'BUSY', 'NO_ANSWER', 'ALWAYS']),
    forwardTo: forwardNumberSchema.nullable(),
  })
  .strict()
  .refine((value) => value.forwarding === 'NONE' || value.forwardTo !== null, {
    path: ['forwardTo'],
    message: 'Ange numret samtalen ska kopplas till',
  });
export type CallSettings = z.output<typeof callSettingsSchema>;

export const FORWARD_TO_OWN_NUMBER_MESSAGE =
  'Du kan inte vidarekoppla till abonnemangets eget nummer. Ange ett annat nummer.';

/**
 * Whether the call settings send a subscription's calls to its own number: they would go round in
 * a circle, so it is refused (by the save call's validation and in the form, with this rule).
 */
export function forwardsToOwnNumber(msisdn: string, call: CallSettings): boolean {
  return (
    call.forwarding !== 'NONE' &&
    call.forwardTo !== null &&
    toSwedishNumber(call.forwardTo) === msisdn
  );
}

/** The call settings of one subscription: `callSettingsSchema`, never forwarded to itself. */
export function callSettingsSchemaFor(msisdn: string) {
  return callSettingsSchema.refine((call) => !forwardsToOwnNumber(msisdn, call), {
    path: ['forwardTo'],
    message: FORWARD_TO_OWN_NUMBER_MESSAGE,
  });
}

/** The most a monthly expense ceiling may be, in kronor. */
export const EXPENSE_CEILING_MAX = 10_000;

export const EXPENSE_CEILING_FORMAT_MESSAGE = 'Ange ett belopp i hela kronor';

/** Kronor per month beyond the subscription's fee. */
const expenseCeilingSchema = z
  .number({ error: EXPENSE_CEILING_FORMAT_MESSAGE })
  .min(0, 'Taket kan inte vara negativt')
  .max(EXPENSE_CEILING_MAX, `Taket kan vara högst ${EXPENSE_CEILING_MAX} kr`)
  .int(EXPENSE_CEILING_FORMAT_MESSAGE);

export const expenseSettingsSchema = z
  .object({
    /** Kronor per month beyond the subscription's fee; null: no ceiling. */
    ceiling: expenseCeilingSchema.nullable(),
  })
  .strict();
export type ExpenseSettings = z.output<typeof expenseSettingsSchema>;

/**
 * The expense settings as a form has them, the ceiling as typed: empty is no ceiling; spaces
 * ('1 000') and a closing 'kr' are allowed; anything but whole kronor is refused with
 * EXPENSE_CEILING_FORMAT_MESSAGE, and the number must then pass `expenseSettingsSchema`.
 */
export const expenseSettingsFormSchema = z.object({
  ceiling: z
    .string()
    .transform((text, ctx) => {
      const compact = text.replace(/\s/g, '').replace(/kr$/i, '');
      if (compact === '') return null;
      if (!/^-?\d+$/.test(compact)) {
        ctx.addIssue({ code: 'custom', message: EXPENSE_CEILING_FORMAT_MESSAGE });
        return z.NEVER;
      }
      return Number(compact);
    })
    .pipe(expenseCeilingSchema.nullable()),
});

export const blockSettingsSchema = z
  .object({
    /** Calls and sms to premium-rate numbers (0900, 0939, 0944, 72…). */
    premiumNumbers: z.boolean(),
    /** Mobile data abroad. */
    roamingData: z.boolean(),
    /** Purchases charged to the phone bill. */
    purchases: z.boolean(),
  })
  .strict();
export type BlockSettings = z.output<typeof blockSettingsSchema>;

export const subscriptionSettingsSchema = z.object({
  call: callSettingsSchema,
  expense: expenseSettingsSchema,
  blocks: blockSettingsSchema,
});
export type SubscriptionSettings = z.output<typeof subscriptionSettingsSchema>;

/** What a subscription has before the customer changes anything. */
export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  call: { voicemail: true, forwarding: 'NONE', forwardTo: null },
  expense: { ceiling: null },
  blocks: { premiumNumbers: false, roamingData: false, purchases: false },
};

/** The order statuses of an eSIM or SIM card still on its way; another of its kind waits for it. */
export const SIM_ORDER_OPEN_STATUSES = ['RECEIVED', 'PROCESSING', 'SHIPPED'] as const;

/** An eSIM or SIM card order of the subscription that is on its way. */
export const pendingSimOrderSchema = z.object({
  orderId: z.string(),
  kind: z.enum(['ESIM', 'SIM']),
  status: orderStatusSchema.extract(SIM_ORDER_OPEN_STATUSES),
  /** When it was ordered (ISO date-time). */
  orderedOn: z.iso.datetime({ offset: true }),
  /** Where an eSIM's QR code is sent; null for a SIM card. */
  email: z.string().nullable(),
  /** Where a SIM card is posted; null for an eSIM. */
  deliveryAddress: z
    .object({ name: z.string(), street: z.string(), zipcode: z.string(), city: z.string() })
    .nullable(),
});
export type PendingSimOrder = z.infer<typeof pendingSimOrderSchema>;

/** The settings of a subscription, and its eSIM and SIM card orders on their way. */
export const subscriptionSettingsResponseSchema = subscriptionSettingsSchema.extend({
  /** Oldest first; at most one of each kind. */
  pendingSimOrders: z.array(pendingSimOrderSchema),
});
export type SubscriptionSettingsResponse = z.output<typeof subscriptionSettingsResponseSchema>;

export const subscriptionSettingsContract = defineContract({
  id: 'mypages.subscriptionSettings',
  method: 'POST',
  path: 'subscriptions/v1/settings',
  auth: 'session',
  summary:
    "Call settings, expense ceiling and blocks of one of the customer's subscriptions, and its eSIM and SIM card orders on their way",
  body: z.object({ msisdn: msisdnIdSchema }).strict(),
  response: subscriptionSettingsResponseSchema,
});

/** The body of a save: one part of the settings; calls are never forwarded to the number itself. */
export const saveSubscriptionSettingsRequestSchema = z
  .discriminatedUnion('kind', [
    z
      .object({ msisdn: msisdnIdSchema, kind: z.literal('call'), settings: callSettingsSchema })
      .strict(),
    z
      .object({
        msisdn: msisdnIdSchema,
        kind: z.literal('expense'),
        settings: expenseSettingsSchema,
      })
      .strict(),
    z
      .object({ msisdn: msisdnIdSchema, kind: z.literal('blocks'), settings: blockSettingsSchema })
      .strict(),
  ])
  .superRefine((body, ctx) => {
    if (body.kind === 'call' && forwardsToOwnNumber(body.msisdn, body.settings)) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', 'forwardTo'],
        message: FORWARD_TO_OWN_NUMBER_MESSAGE,
      });
    }
  });

/** Save one part of a subscription's settings; answers all of them. */
export const saveSubscriptionSettingsContract = defineContract({
  id: 'mypages.saveSubscriptionSettings',
  method: 'POST',
  path: 'subscriptions/v1/settings/save',
  auth: 'session',
  summary:
    "Save the call settings, expense ceiling or blocks of one of the customer's subscriptions",
  body: saveSubscriptionSettingsRequestSchema,
  response: subscriptionSettingsResponseSchema,
});

/** Where a SIM card or surf sim is posted. */
export const deliveryAddressSchema = z
  .object({
    name: oneLine(z.string().trim().min(1, 'Ange namn').max(100)),
    street: oneLine(z.string().trim().min(1, 'Ange gatuadress').max(100)),
    zipcode: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{5}$/, 'Ange postnumret med 5 siffror')),
    city: oneLine(z.string().trim().min(1, 'Ange ort').max(60)),
  })
  .strict();
export type DeliveryAddress = z.input<typeof deliveryAddressSchema>;

export const simOrderRequestSchema = z.discriminatedUnion('kind', [
  z
    .object({
      msisdn: msisdnIdSchema,
      kind: z.literal('ESIM'),
      /** Where the QR code for the eSIM is sent. */
      email: z.string().trim().pipe(z.email('Ange en giltig e-postadress')),
    })
    .strict(),
  z
    .object({
      msisdn: msisdnIdSchema,
      kind: z.literal('SIM'),
      address: deliveryAddressSchema,
    })
    .strict(),
]);
export type SimOrderRequest = z.input<typeof simOrderRequestSchema>;

/** The refusal of a second eSIM or SIM card while one of the same kind is on its way (409). */
export function simAlreadyOrderedText(kind: 'ESIM' | 'SIM'): string {
  const what = kind === 'ESIM' ? 'ett eSIM' : 'ett SIM-kort';
  return `Du har redan beställt ${what} till numret. Det är på väg.`;
}

export const simOrderContract = defineContract({
  id: 'mypages.simOrder',
  method: 'POST',
  path: `${SERVICE.mobileOrder}/v1/sim/order`,
  auth: 'session',
  summary:
    "Order a new eSIM or SIM card for one of the customer's subscriptions (409 while one is on its way)",
  body: simOrderRequestSchema,
  response: z.object({ orderId: z.string(), kind: z.enum(['ESIM', 'SIM']) }),
});
