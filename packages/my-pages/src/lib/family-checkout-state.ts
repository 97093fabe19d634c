import { BINDING_PERIODS } from '@lingon/contracts/fixtures/mobile-plans';
import { MSISDN_OPTIONS } from '@lingon/contracts/mypages/family-order';
import { CHECKOUT_STEPS, isCheckoutStep } from '@lingon/contracts/mypages/rules';
import { persistedStorage } from '@lingon/contracts/persisted';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';

import { FAMILY_CHECKOUT_KEY } from './storage-keys';

const address = z.object({
  name: z.string().max(100),
  street: z.string().max(100),
  zipcode: z.string().max(10),
  city: z.string().max(60),
});

/**
 * SPEC §3 mobile checkout as typed so far (one product: the family subscription), the SPEC §4
 * step the customer is on, the order's idempotency key, and the order id once placed. Fields hold
 * what the customer wrote; the order schema normalises them when the order is sent.
 */
export const familyCheckoutSchema = z.object({
  step: z.enum(CHECKOUT_STEPS).default('input'),
  plan: z.object({
    PlanCode: z.string().max(40),
    BindingPeriod: z
      .number()
      .refine((months) => (BINDING_PERIODS as readonly number[]).includes(months)),
  }),
  planOptions: z.object({
    MsisdnOption: z.enum(MSISDN_OPTIONS),
    MainMsisdn: z.string().max(20),
    Msisdn: z.string().max(30),
    TransferFromSocialSecurityNumber: z.string().max(20),
    HiddenNumber: z.boolean(),
  }),
  customer: z.object({
    socialSecurityNumber: z.string().max(20),
    contactPhoneNumber: z.string().max(30),
    swishPhoneNumber: z.string().max(30),
    email: z.string().max(254),
  }),
  billingAddress: address,
  /** False: the SIM card goes to the billing address. */
  separateShipping: z.boolean(),
  shippingAddress: address,
  /** One key per order: a reload or a double click places one order. */
  orderKey: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
  /**
   * The BankID verification the order was signed with, once signed: an order interrupted by a
   * reload is sent again with it (and the same key), so the page learns whether it was placed.
   */
  bankidOrderRef: z.string().max(100).nullable().default(null),
  orderId: z.string().nullable(),
});
export type FamilyCheckout = z.infer<typeof familyCheckoutSchema>;

export const familyCheckoutAtom = atomWithStorage<FamilyCheckout | null>(
  FAMILY_CHECKOUT_KEY,
  null,
  persistedStorage(familyCheckoutSchema, 'session'),
  { getOnInit: true },
);

const EMPTY_ADDRESS = { name: '', street: '', zipcode: '', city: '' };

/** A new checkout (a new order key), starting on a plan with a 12-month binding (the campaign). */
export function newFamilyCheckout(planCode: string, bindingPeriod = 12): FamilyCheckout {
  return {
    step: 'input',
    plan: { PlanCode: planCode, BindingPeriod: bindingPeriod },
    planOptions: {
      MsisdnOption: 'NEW',
      MainMsisdn: '',
      Msisdn: '',
      TransferFromSocialSecurityNumber: '',
      HiddenNumber: false,
    },
    customer: { socialSecurityNumber: '', contactPhoneNumber: '', swishPhoneNumber: '', email: '' },
    billingAddress: EMPTY_ADDRESS,
    separateShipping: false,
    shippingAddress: EMPTY_ADDRESS,
    orderKey: `family-${crypto.randomUUID()}`,
    bankidOrderRef: null,
    orderId: null,
  };
}

/**
 * Start the checkout with a plan, and the subscription to join when the customer came from one
 * (`mainMsisdn`): an ongoing one keeps what was typed, a placed one starts over.
 */
export const startFamilyCheckoutAtom = atom(
  null,
  (get, set, { planCode, mainMsisdn }: { planCode: string; mainMsisdn?: string | null }) => {
    const current = get(familyCheckoutAtom);
    const checkout =
      current && current.orderId === null
        ? { ...current, step: 'input' as const, plan: { ...current.plan, PlanCode: planCode } }
        : newFamilyCheckout(planCode);
    set(
      familyCheckoutAtom,
      mainMsisdn
        ? { ...checkout, planOptions: { ...checkout.planOptions, MainMsisdn: mainMsisdn } }
        : checkout,
    );
  },
);

/** Change what was typed; nothing without a checkout, nothing once the order is placed. */
export const updateFamilyCheckoutAtom = atom(
  null,
  (get, set, change: (current: FamilyCheckout) => FamilyCheckout) => {
    const current = get(familyCheckoutAtom);
    if (current && current.orderId === null) set(familyCheckoutAtom, change(current));
  },
);

/** Signed with BankID: the order is being placed with this verification (step 'purchase'). */
export const familyOrderSignedAtom = atom(null, (get, set, bankidOrderRef: string) => {
  const current = get(familyCheckoutAtom);
  if (current && current.orderId === null) {
    set(familyCheckoutAtom, { ...current, bankidOrderRef, step: 'purchase' });
  }
});

/** Record the checkout step (SPEC §4); any value outside the five steps is ignored. */
export const setFamilyCheckoutStepAtom = atom(null, (get, set, step: unknown) => {
  const current = get(familyCheckoutAtom);
  if (current && isCheckoutStep(step) && current.step !== step) {
    set(familyCheckoutAtom, { ...current, step });
  }
});

/** The order is placed: its id is kept for the thank-you and confirmation pages. */
export const familyOrderPlacedAtom = atom(null, (get, set, orderId: string) => {
  const current = get(familyCheckoutAtom);
  if (current) set(familyCheckoutAtom, { ...current, orderId, step: 'thank-you' });
});
