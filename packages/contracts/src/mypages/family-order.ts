import { z } from 'zod';
import { SERVICE } from '../brand';
import { defineContract } from '../contract';
import { BINDING_PERIODS, type MobilePlan } from '../fixtures/mobile-plans';
import {
  FAMILY_CAMPAIGN_DISCOUNT_KR,
  FAMILY_FREE_SHIPPING,
  FAMILY_SHIPPING_FEE_KR,
} from '../fixtures/family-offer';
import { createPaymentHeadersSchema } from '../payments/create';
import { personalNumberSchema } from '../personal-number';
import {
  formatSwedishMobile,
  msisdnIdSchema,
  normaliseFamilyPhoneNumber,
  SWEDISH_MOBILE_MESSAGE,
  toMsisdn,
} from '../phone';
import { FAMILY_CAMPAIGN_BINDING_MONTHS, isFamilyCampaignActive } from './rules';
import { deliveryAddressSchema } from './subscription-settings';

/** A family plan as offered: its price, and its price while the 12-month campaign lasts. */
export const familyPlanSchema = z.object({
  planCode: z.string(),
  name: z.string(),
  dataGb: z.number().int().nullable(),
  monthlyPrice: z.number().int().nonnegative(),
  campaignMonthlyPrice: z.number().int().nonnegative(),
});
export type FamilyPlan = z.infer<typeof familyPlanSchema>;

export const familyOfferSchema = z.object({
  plans: z.array(familyPlanSchema),
  bindingPeriods: z.array(z.number().int().nonnegative()),
  campaign: z.object({
    bindingMonths: z.number().int().positive(),
    discountPerMonth: z.number().int().nonnegative(),
  }),
  /** The customer's own postpaid subscriptions a family subscription can join (MainMsisdn). */
  mainSubscriptions: z.array(z.object({ msisdn: z.string(), name: z.string() })),
  /** Free numbers to choose from for a new number. */
  freeNumbers: z.array(z.string()),
  shipable: z.boolean(),
  freeShipping: z.boolean(),
  shippingFee: z.number().int().nonnegative(),
  /** What is paid when ordering (shipping unless free); 0 means nothing to pay. */
  upfrontCost: z.number().int().nonnegative(),
});
export type FamilyOffer = z.infer<typeof familyOfferSchema>;

export const familyOfferContract = defineContract({
  id: 'mypages.familyOffer',
  method: 'GET',
  path: `${SERVICE.mobileOrder}/v1/family/offer`,
  auth: 'session',
  summary:
    'The family subscription offer: family plans and binding periods, the 12-month campaign discount, free numbers, the subscriptions a family subscription can join, shipping and upfront cost',
  response: familyOfferSchema,
});

/** The plan as offered (SPEC §5: the campaign is a 12-month binding). */
export function familyPlanOffer(plan: MobilePlan): FamilyPlan {
  return {
    planCode: plan.planCode,
    name: plan.name,
    dataGb: plan.dataGb,
    monthlyPrice: plan.monthlyPrice,
    campaignMonthlyPrice: Math.max(0, plan.monthlyPrice - FAMILY_CAMPAIGN_DISCOUNT_KR),
  };
}

/** The parts of the offer that are rules rather than data, the same on the server and in MSW. */
export function familyOfferTerms(): Pick<
  FamilyOffer,
  'bindingPeriods' | 'campaign' | 'shipable' | 'freeShipping' | 'shippingFee' | 'upfrontCost'
> {
  return {
    bindingPeriods: [...BINDING_PERIODS],
    campaign: {
      bindingMonths: FAMILY_CAMPAIGN_BINDING_MONTHS,
      discountPerMonth: FAMILY_CAMPAIGN_DISCOUNT_KR,
    },
    shipable: true,
    freeShipping: FAMILY_FREE_SHIPPING,
    shippingFee: FAMILY_SHIPPING_FEE_KR,
    upfrontCost: FAMILY_FREE_SHIPPING ? 0 : FAMILY_SHIPPING_FEE_KR,
  };
}

/** The monthly price of a plan with this binding (campaign price on a 12-month binding). */
export function familyMonthlyPrice(plan: FamilyPlan, bindingPeriod: number): number {
  return isFamilyCampaignActive(bindingPeriod) ? plan.campaignMonthlyPrice : plan.monthlyPrice;
}

/**
 * The lines of a family order in the order history, the same on the server and in MSW: what the
 * order costs is paid now (the shipping), the subscription's monthly price comes on the invoices,
 * so its line says it per month and costs nothing on the order. The lines add up to the total.
 */
export function familyOrderLines(order: {
  plan: FamilyPlan;
  msisdn: string;
  bindingPeriod: number;
}): { name: string; quantity: number; price: number }[] {
  const terms = familyOfferTerms();
  const binding = order.bindingPeriod > 0 ? `, ${order.bindingPeriod} mån bindningstid` : '';
  const campaign = isFamilyCampaignActive(order.bindingPeriod) ? ' (familjekampanj)' : '';
  const monthly = familyMonthlyPrice(order.plan, order.bindingPeriod);
  return [
    {
      name: `${order.plan.name}, ${formatSwedishMobile(order.msisdn)}${binding}${campaign}, ${monthly} kr/mån`,
      quantity: 1,
      price: 0,
    },
    {
      name: terms.freeShipping ? 'Frakt (fri frakt)' : 'Frakt',
      quantity: 1,
      price: terms.upfrontCost,
    },
  ];
}

/** A phone number of the family checkout: SPEC §5's normalisation, then a Swedish mobile number. */
export const familyPhoneSchema = z
  .union([z.string(), z.number()], { error: SWEDISH_MOBILE_MESSAGE })
  .transform((value, ctx) => {
    const normalised = normaliseFamilyPhoneNumber(value);
    const msisdn = toMsisdn(normalised);
    if (msisdn === null) {
      ctx.addIssue({ code: 'custom', message: SWEDISH_MOBILE_MESSAGE });
      return z.NEVER;
    }
    return msisdn;
  });

export const MSISDN_OPTIONS = ['NEW', 'PORT_IN'] as const;

const planOptionsSchema = z
  .object({
    /** NEW: a free number from the offer; PORT_IN: keep a number from another operator. */
    MsisdnOption: z.enum(MSISDN_OPTIONS, { error: 'Välj nytt nummer eller behåll ditt nummer' }),
    /** The customer's own subscription the family subscription joins. */
    MainMsisdn: msisdnIdSchema,
    /** The number: the chosen free number, or the number moved from the other operator. */
    Msisdn: familyPhoneSchema,
    /** The current owner of a moved number (PORT_IN only). */
    TransferFromSocialSecurityNumber: personalNumberSchema.optional(),
    HiddenNumber: z.boolean(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.MsisdnOption === 'PORT_IN' && !value.TransferFromSocialSecurityNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['TransferFromSocialSecurityNumber'],
        message: 'Ange personnumret för den som äger numret i dag',
      });
    }
    if (value.MsisdnOption === 'NEW' && value.TransferFromSocialSecurityNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['TransferFromSocialSecurityNumber'],
        message: 'Personnummer för nuvarande ägare anges bara när du behåller ett nummer',
      });
    }
  });

const productSchema = z
  .object({
    plan: z
      .object({
        PlanCode: z.string({ error: 'Välj abonnemang' }).trim().min(1, 'Välj abonnemang').max(40),
        BindingPeriod: z
          .number({ error: 'Välj bindningstid' })
          .int('Välj bindningstid')
          .refine((months) => (BINDING_PERIODS as readonly number[]).includes(months), {
            message: `Bindningstiden kan vara ${BINDING_PERIODS.join(', ')} månader`,
          }),
      })
      .strict(),
    planOptions: planOptionsSchema,
  })
  .strict();

export const familyCustomerSchema = z
  .object({
    socialSecurityNumber: personalNumberSchema,
    contactPhoneNumber: familyPhoneSchema,
    swishPhoneNumber: familyPhoneSchema.optional(),
    email: z.string().trim().max(254).pipe(z.email('Ange en giltig e-postadress')),
  })
  .strict();

export const familyOrderRequestSchema = z
  .object({
    order: z
      .object({
        products: z.array(productSchema).length(1, 'Beställ ett familjeabonnemang i taget'),
        customer: familyCustomerSchema,
        billingAddress: deliveryAddressSchema,
        shippingAddress: deliveryAddressSchema,
      })
      .strict(),
    /** The customer's BankID signature of the order (purpose 'mobile-order'). */
    bankidOrderRef: z.string().trim().min(1, 'Skriv under beställningen med BankID').max(100),
  })
  .strict();
export type FamilyOrderRequest = z.input<typeof familyOrderRequestSchema>;
export type FamilyOrderInput = z.output<typeof familyOrderRequestSchema>;

export const familyOrderContract = defineContract({
  id: 'mypages.familyOrder',
  method: 'POST',
  path: `${SERVICE.mobileOrder}/v1/family/order`,
  auth: 'session',
  summary:
    "Order a family subscription on one of the customer's subscriptions, with a new number or a number moved from another operator, signed with BankID; idempotent by Idempotency-Key",
  headers: createPaymentHeadersSchema,
  body: familyOrderRequestSchema,
  response: z.object({ orderId: z.string() }),
});

export const familyOrderSummarySchema = z.object({
  orderId: z.string(),
  createdOn: z.string(),
  planCode: z.string(),
  planName: z.string(),
  bindingPeriod: z.number().int(),
  isFamilyCampaignActive: z.boolean(),
  monthlyPrice: z.number().int(),
  msisdn: z.string(),
  msisdnOption: z.enum(MSISDN_OPTIONS),
  hiddenNumber: z.boolean(),
  mainMsisdn: z.string(),
  email: z.string(),
  shippingAddress: z.object({
    name: z.string(),
    street: z.string(),
    zipcode: z.string(),
    city: z.string(),
  }),
  freeShipping: z.boolean(),
  upfrontCost: z.number().int(),
});
export type FamilyOrderSummary = z.infer<typeof familyOrderSummarySchema>;

export const familyOrderSummaryContract = defineContract({
  id: 'mypages.familyOrderSummary',
  method: 'GET',
  path: `${SERVICE.mobileOrder}/v1/family/order/:orderId`,
  auth: 'session',
  summary: "One of the customer's family subscription orders, for its confirmation page",
  params: z.object({ orderId: z.string().trim().min(1).max(40) }),
  response: familyOrderSummarySchema,
});
