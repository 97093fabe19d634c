import { hardwareSchema } from '@lingon/contracts/broadband/order-create';
import { persistedStorage } from '@lingon/contracts/persisted';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';
import {
  mobileCustomerOfferAtom,
  postpaidCampaignMobileAtom,
  tvDiscountVerificationAtom,
  type OrderCustomerState,
} from '../lib/order-state';
import { CHECKOUT_CONTACT_KEY } from '../lib/storage-keys';

/**
 * Checkout-only state of the broadband order, kept beside the order atoms of lib/order-state.ts.
 * Little of the attempt is persisted: a reload starts a new checkout attempt with a new BankID
 * verification. The e-mail and mobile number typed are kept for the session (checkoutContactAtom)
 * until the order is placed, and so is the order once placed (placedOrderAtom).
 */

/** The completed BankID order that verified the customer (sent as bankidOrderRef). */
export const bankidOrderRefAtom = atom<string | null>(null);

/**
 * The customer signed with BankID in the checkout. The signature's ref is the order's, and the
 * signer decides the mobile-customer discount (SPEC §4, §6): an identification on the TV page by
 * someone else no longer counts (nor the discount and number it found), so the campaigns are
 * asked again for the signer, and the order never carries an offer the signer has no right to.
 */
export const checkoutVerifiedAtom = atom(
  null,
  (get, set, identity: { orderRef: string; personalNumber: string }) => {
    set(bankidOrderRefAtom, identity.orderRef);
    const tvDiscount = get(tvDiscountVerificationAtom);
    if (tvDiscount && tvDiscount.personalNumber !== identity.personalNumber) {
      set(tvDiscountVerificationAtom, null);
      set(mobileCustomerOfferAtom, null);
      set(postpaidCampaignMobileAtom, null);
    }
  },
);

/**
 * The BankID order the campaigns are personalised by at the checkout: the checkout's own
 * signature once there is one (a fresh verification of the person who orders), before it the TV
 * page's identification (SPEC §4: "customer verified (discount if already a customer)").
 */
export function campaignsPersonalisationRef(
  checkoutOrderRef: string | null,
  tvDiscount: { orderRef: string } | null,
): string | null {
  return checkoutOrderRef ?? tvDiscount?.orderRef ?? null;
}

/** A voucher the customer entered and the service accepted for the selected product. */
export interface AppliedVoucher {
  code: string;
  campaignName: string;
  /** The product the voucher was checked for; a voucher never follows the customer to another. */
  productId: string;
  /** What the voucher gives, for the order summary. */
  description: string;
}
export const appliedVoucherAtom = atom<AppliedVoucher | null>(null);

/**
 * The Idempotency-Key of the current checkout attempt and the request it was made for: a retry
 * of the same request reuses the key (the service then answers the first result instead of
 * placing a second order); a changed request gets a new key.
 */
export interface CheckoutAttempt {
  key: string;
  fingerprint: string;
}
export const checkoutAttemptAtom = atom<CheckoutAttempt | null>(null);

/** The contact details typed in the checkout (never the personal number, which is BankID's). */
export const checkoutContactSchema = z.object({
  email: z.string().max(254),
  mobile: z.string().max(40),
});
export type CheckoutContact = z.infer<typeof checkoutContactSchema>;

/**
 * Kept for the session: a reloaded checkout still has what was typed. Cleared once the order is
 * placed, and by the site's sign-out (BROADBAND_STORAGE_KEYS).
 */
export const checkoutContactAtom = atomWithStorage<CheckoutContact | null>(
  CHECKOUT_CONTACT_KEY,
  null,
  persistedStorage(checkoutContactSchema, 'session'),
  { getOnInit: true },
);

/** What to keep of the typed contact details: null when there is nothing to keep. */
export function contactToKeep(values: CheckoutContact): CheckoutContact | null {
  return values.email || values.mobile ? { email: values.email, mobile: values.mobile } : null;
}

/**
 * The customer with the contact details kept from before a reload, unless some were typed in
 * this page already (the order state's own are newer).
 */
export function withKeptContact(
  customer: OrderCustomerState,
  kept: CheckoutContact | null,
): OrderCustomerState {
  if (!kept || customer.email || customer.mobile) return customer;
  return { ...customer, email: kept.email, mobile: kept.mobile };
}

/** Session-storage key of the order just placed (the thank-you page after a reload). */
export const PLACED_ORDER_KEY = 'placedOrder';

/** The order just placed, for the thank-you page (the stored selections are cleared by then). */
export const placedOrderSchema = z.object({
  orderId: z.string().min(1),
  product: z.object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    /** Short-term broadband is delivered, not activated: the thank-you page says what applies. */
    shortTerm: z.boolean().default(false),
  }),
  /** The media players ordered with a TV bundle: the thank-you page does not offer them again. */
  mediaPlayers: z.array(hardwareSchema).default([]),
  /** The purchase event has been reported once; a second visit to the page must not repeat it. */
  purchaseReported: z.boolean(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * Kept for the session: a reload of /bredband/tack still thanks for the order (and does not
 * report the purchase again), while /bredband/tack opened without an order says there is none.
 */
export const placedOrderAtom = atomWithStorage<PlacedOrder | null>(
  PLACED_ORDER_KEY,
  null,
  persistedStorage(placedOrderSchema, 'session'),
  { getOnInit: true },
);
