import { CHECKOUT_STEPS, isCheckoutStep } from '@lingon/contracts/mypages/rules';
import { persistedStorage } from '@lingon/contracts/persisted';
import { toMsisdn } from '@lingon/contracts/phone';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';

/** SPEC §3 local-storage key of the stored top-up info. */
export const TOPUP_STORAGE_KEY = '_hbp_topup';
/** The checkout of one top-up, for the tab's session: the selection and how it is paid. */
export const TOPUP_CHECKOUT_KEY = 'lingon.topupCheckout';

/** A number as stored: already in the one mobile rule's `46…` form. */
const storedMsisdn = z.string().refine((value) => toMsisdn(value) === value);

/** SPEC §3 stored top-up info: the number checked by the server and whether student prices apply. */
export const topUpInfoSchema = z.object({
  offeringId: z.string().min(1),
  msisdn: storedMsisdn,
  isStudent: z.boolean(),
});
export type TopUpInfo = z.infer<typeof topUpInfoSchema>;

export const selectedProductSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  categorySlug: z.string(),
  categoryTitle: z.string(),
  price: z.number().int().positive(),
  studentPrice: z.number().int().positive().nullable(),
  dataGb: z.number().positive().nullable(),
  saldoKr: z.number().int().positive().nullable(),
  validityDays: z.number().int().positive(),
});
export type SelectedProduct = z.infer<typeof selectedProductSchema>;

/** SPEC §3 mobile checkout `topup{…}`, plus the payment choice and the order once created. */
export const topUpCheckoutSchema = z.object({
  topup: z.object({
    isProductSelected: z.boolean(),
    hasDiscount: z.boolean(),
    totalPrice: z.number().int().nonnegative(),
    totalPriceWithoutDiscount: z.number().int().nonnegative(),
    product: selectedProductSchema.nullable(),
  }),
  /**
   * The number this checkout is priced for, as the check answered: the price shown, the terms
   * accepted and the amount charged all belong to this number (see numberCheckedAtom).
   */
  msisdn: storedMsisdn,
  isStudent: z.boolean(),
  /** SPEC §4 checkout step of the page the visitor is on (input … thank-you). */
  step: z.enum(CHECKOUT_STEPS).default('input'),
  /** Terms accepted on the review step. */
  reviewed: z.boolean(),
  payment: z
    .object({
      method: z.enum(['card', 'swish']),
      swishPhoneNumber: storedMsisdn.nullable(),
    })
    .nullable(),
  /** The idempotency key of this checkout's order: a reload or double click makes one top-up. */
  orderKey: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
  /** The server's top-up once created; later payments (retries) belong to it. */
  topUpId: z.string().nullable(),
});
export type TopUpCheckout = z.infer<typeof topUpCheckoutSchema>;

/** The stored number check; null until a number has been checked (or after corrupt storage). */
export const topUpInfoAtom = atomWithStorage<TopUpInfo | null>(
  TOPUP_STORAGE_KEY,
  null,
  persistedStorage(topUpInfoSchema),
  { getOnInit: true },
);

/** This tab's checkout; null before a product is chosen. Corrupt storage reads as null: start over. */
export const topUpCheckoutAtom = atomWithStorage<TopUpCheckout | null>(
  TOPUP_CHECKOUT_KEY,
  null,
  persistedStorage(topUpCheckoutSchema, 'session'),
  { getOnInit: true },
);

function newOrderKey(): string {
  return `topup-${crypto.randomUUID()}`;
}

/** What a product costs this customer: the student price when the server says student. */
export function priceFor(product: SelectedProduct, info: TopUpInfo | null): number {
  return info?.isStudent && product.studentPrice !== null ? product.studentPrice : product.price;
}

/** The SPEC `topup{…}` of a product bought for the checked number. */
function pricedTopUp(product: SelectedProduct, info: TopUpInfo): TopUpCheckout['topup'] {
  const total = priceFor(product, info);
  return {
    isProductSelected: true,
    hasDiscount: total < product.price,
    totalPrice: total,
    totalPriceWithoutDiscount: product.price,
    product,
  };
}

/** A new checkout of `product` for the checked number, with a new order key. */
function newCheckout(product: SelectedProduct, info: TopUpInfo): TopUpCheckout {
  return {
    topup: pricedTopUp(product, info),
    msisdn: info.msisdn,
    isStudent: info.isStudent,
    step: 'input',
    reviewed: false,
    payment: null,
    orderKey: newOrderKey(),
    topUpId: null,
  };
}

/** Whether `checkout` is priced for the number `info` holds (another tab may have changed it). */
export function checkoutMatches(checkout: TopUpCheckout, info: TopUpInfo): boolean {
  return checkout.msisdn === info.msisdn && checkout.isStudent === info.isStudent;
}

/** Choose a product: a new checkout (new order key), priced for the checked number. */
export const selectProductAtom = atom(null, (get, set, product: SelectedProduct) => {
  const info = get(topUpInfoAtom);
  if (info) set(topUpCheckoutAtom, newCheckout(product, info));
});

/**
 * The number check's outcome: the number to top up (null when the check failed). A checkout made
 * for another number follows it: priced anew, with its terms to accept again and a new order key,
 * so what is shown is what is charged. One whose top-up was already created for the other number,
 * or with no number left, is over.
 */
export const numberCheckedAtom = atom(null, (get, set, info: TopUpInfo | null) => {
  set(topUpInfoAtom, info);
  const checkout = get(topUpCheckoutAtom);
  if (!checkout || (info && checkoutMatches(checkout, info))) return;
  const product = checkout.topup.product;
  set(topUpCheckoutAtom, info && product && !checkout.topUpId ? newCheckout(product, info) : null);
});

/** Update the checkout (review, payment choice, created top-up); nothing without a checkout. */
export const updateCheckoutAtom = atom(
  null,
  (get, set, change: Partial<Pick<TopUpCheckout, 'reviewed' | 'payment' | 'topUpId'>>) => {
    const current = get(topUpCheckoutAtom);
    if (current) set(topUpCheckoutAtom, { ...current, ...change });
  },
);

/** Record the checkout step (SPEC §4); any value outside the five steps is ignored. */
export const setCheckoutStepAtom = atom(null, (get, set, step: unknown) => {
  const current = get(topUpCheckoutAtom);
  if (current && isCheckoutStep(step) && current.step !== step) {
    set(topUpCheckoutAtom, { ...current, step });
  }
});

/**
 * After the receipt of a paid top-up: the checkout is done; the checked number stays for the next
 * top-up. Given the paid top-up, only the checkout that holds it ends: a receipt opened again
 * later leaves a checkout under way in this tab alone.
 */
export const finishCheckoutAtom = atom(null, (get, set, paid?: Pick<TopUpCheckout, 'topUpId'>) => {
  if (paid && get(topUpCheckoutAtom)?.topUpId !== paid.topUpId) return;
  set(topUpCheckoutAtom, null);
});
